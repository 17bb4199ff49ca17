import { SESSION_STEPS, type SessionStep } from '@agua/domain/contracts/auth';
import { errorResponseSchema } from '@agua/domain/contracts/common';
import { messages } from '@agua/domain/messages';
import { REPORTER, ROLES, type Role } from '@agua/domain/roles';
import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessConfig, isReadMethod, mayCall } from '../http/access.ts';
import type { Actor } from '../http/actor.ts';
import { forbidden, unauthorized } from '../http/errors.ts';

/** A person signed in: the caller every service receives as its Actor, and the login their token came from. */
export interface AuthUser extends Actor {
  /** The login (refresh-token family) the token was issued for: logging out or revoking it ends the token too. */
  family: string;
  /**
   * What the session must do before anything else, and the Portuguese refusal of every route that does not allow
   * it (AccessConfig.duringSteps); absent when nothing is due.
   */
  pending?: { step: SessionStep; refusal: string };
}

/** The reporting tool a valid API key stands for. */
export interface ApiKeyCaller {
  apiKeyId: number;
  name: string;
}

/**
 * How one kind of bearer credential is judged, registered by the area that issues it (sessions: modules/auth; API
 * keys: modules/api-keys): this plugin knows neither. `claims` tells the kind by its look (an API key's prefix, a
 * JWT's); `verify` says who the credential stands for now, or null for a 401 with `refusal`.
 */
export type CredentialCheck = {
  claims(credential: string): boolean;
  refusal: string;
} & (
  | { kind: 'user'; verify(credential: string): Promise<AuthUser | null> }
  | { kind: 'apiKey'; verify(credential: string): Promise<ApiKeyCaller | null> }
);

/** The credential checks the areas registered; a credential none claims is an invalid token. */
export interface CredentialChecks {
  add(check: CredentialCheck): void;
  claiming(credential: string): CredentialCheck | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig extends AccessConfig {}
  interface FastifyInstance {
    credentialChecks: CredentialChecks;
  }
  interface FastifyRequest {
    /** Set by the auth hook on every non-public route called by a person, before validation and the handler run. */
    user?: AuthUser;
    /** Set instead of `user` when the caller is a reporting tool's API key (role REPORTER). */
    apiKey?: ApiKeyCaller;
  }
}

/**
 * The person calling a protected route (the hook guarantees it is set). An API key is no person: a service that
 * records or checks its caller refuses it (403), a second wall behind the access rule, which keeps keys off writes.
 */
export function currentUser(request: FastifyRequest): AuthUser {
  if (request.apiKey) throw forbidden(messages.auth.forbidden);
  if (!request.user) throw unauthorized(messages.auth.missingToken);
  return request.user;
}

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized(messages.auth.missingToken);
  const match = /^Bearer +(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized(messages.auth.invalidToken);
  return match[1];
}

/**
 * The person behind the request's bearer token, with the role they have now, or null: an API key, or a token that
 * does not hold. For the routing errors that come before any route (framework-errors.ts): only a person passes.
 */
export async function sessionUser(request: FastifyRequest): Promise<AuthUser | null> {
  const credential = bearerToken(request);
  const check = request.server.credentialChecks.claiming(credential);
  return check?.kind === 'user' ? check.verify(credential) : null;
}

function authenticate(
  checks: CredentialChecks,
  roles: readonly Role[],
  duringSteps: readonly SessionStep[],
): onRequestAsyncHookHandler {
  return async (request) => {
    const credential = bearerToken(request);
    const check = checks.claiming(credential);
    if (!check) throw unauthorized(messages.auth.invalidToken);
    if (check.kind === 'apiKey') {
      // Judged against the database on every request, like a session (modules/api-keys/key-check.ts).
      const key = await check.verify(credential);
      if (!key) throw unauthorized(check.refusal);
      request.apiKey = key;
      if (!mayCall(REPORTER, roles, request.method)) throw forbidden(messages.auth.forbidden);
      return;
    }
    // The signature proves who signed in; the database says what they may do now (modules/auth/session-check.ts).
    const user = await check.verify(credential);
    if (!user) throw unauthorized(check.refusal);
    request.user = user;
    if (user.pending && !duringSteps.includes(user.pending.step)) throw forbidden(user.pending.refusal);
    if (!mayCall(user.role, roles, request.method)) throw forbidden(messages.auth.forbidden);
  };
}

type Route = RouteOptions & { routePath: string; path: string; prefix: string };

/** The route's declared access; a route that declares none (or both) is a programming error. */
function declaredAccess(route: Route): { public: true } | { roles: readonly Role[] } {
  const config = route.config ?? {};
  const isPublic = config.public === true;
  const roles = config.roles;
  if (isPublic === (roles !== undefined) || (roles && roles.length === 0)) {
    throw new Error(
      `${String(route.method)} ${route.url}: declare exactly one access rule in config (PUBLIC, ANY_ROLE or ADMIN_ONLY)`,
    );
  }
  return isPublic ? { public: true } : { roles: roles ?? [] };
}

/**
 * Authentication and roles. Every route registered after this plugin must declare its access; protected routes
 * get an onRequest hook, which runs before body parsing and validation, so a caller without a valid token gets 401
 * and a Técnico on an admin route gets 403 whatever the body. The areas that issue credentials register how each
 * kind is checked (`app.credentialChecks.add`); the hook asks them at request time.
 */
export default fp(
  async (app) => {
    const registered: CredentialCheck[] = [];
    const checks: CredentialChecks = {
      add: (check) => registered.push(check),
      claiming: (credential) => registered.find((check) => check.claims(credential)),
    };
    app.decorate('credentialChecks', checks);
    app.decorateRequest('user', undefined);

    app.addHook('onRoute', (route: Route) => {
      const access = declaredAccess(route);
      if ('public' in access) {
        route.schema = { ...route.schema, security: [] };
        return;
      }
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [authenticate(checks, access.roles, route.config?.duringSteps ?? []), ...existing];
      // 403 for a staff role the route leaves out, and for an API key on anything but a read open to a Técnico.
      const readableByKeys = [route.method].flat().every(isReadMethod) && access.roles.includes('FIELD_TECH');
      // And for a session that owes a step the route does not allow (duringSteps).
      const duringEveryStep = SESSION_STEPS.every((step) => route.config?.duringSteps?.includes(step));
      const restricted = access.roles.length < ROLES.length || !readableByKeys || !duringEveryStep;
      route.schema = {
        ...route.schema,
        security: [{ bearerAuth: [] }],
        response: {
          401: errorResponseSchema,
          ...(restricted ? { 403: errorResponseSchema } : {}),
          ...(route.schema?.response as object | undefined),
        },
      };
    });
  },
  // It adds zod response schemas (401, 403) to routes, so the zod compilers must be in place.
  { name: 'auth', dependencies: ['zod'] },
);
