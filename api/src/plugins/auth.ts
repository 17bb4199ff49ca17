import { errorResponseSchema } from '@agua/domain/contracts/common';
import { messages } from '@agua/domain/messages';
import { REPORTER, ROLES, type Role } from '@agua/domain/roles';
import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessConfig, isReadMethod, mayCall } from '../http/access.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { looksLikeApiKey } from '../modules/api-keys/secret.ts';
import { type AccessTokens, type AuthUser, createAccessTokens } from '../modules/auth/access-tokens.ts';
import type { ApiKeyCaller } from './api-key-check.ts';

declare module 'fastify' {
  interface FastifyContextConfig extends AccessConfig {}
  interface FastifyInstance {
    accessTokens: AccessTokens;
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

function authenticate(tokens: AccessTokens, roles: readonly Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    const credential = bearerToken(request);
    if (looksLikeApiKey(credential)) {
      // Judged against the database on every request, like a session (plugins/api-key-check.ts).
      const key = await request.server.apiKeyCheck.current(credential);
      if (!key) throw unauthorized(messages.apiKeys.api.invalidKey);
      request.apiKey = key;
      if (!mayCall(REPORTER, roles, request.method)) throw forbidden(messages.auth.forbidden);
      return;
    }
    const claimed = await tokens.verify(credential);
    if (!claimed) throw unauthorized(messages.auth.invalidToken);
    // The signature proves who signed in; the database says what they may do now (services/session-check.ts).
    const live = await request.server.sessionCheck.current(claimed.userId, claimed.family);
    if (!live) throw unauthorized(messages.auth.invalidToken);
    const user = { ...claimed, role: live.role };
    request.user = user;
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
 * and a Técnico on an admin route gets 403 whatever the body.
 */
export default fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    const tokens = createAccessTokens(jwtSecret);
    app.decorate('accessTokens', tokens);
    app.decorateRequest('user', undefined);

    app.addHook('onRoute', (route: Route) => {
      const access = declaredAccess(route);
      if ('public' in access) {
        route.schema = { ...route.schema, security: [] };
        return;
      }
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [authenticate(tokens, access.roles), ...existing];
      // 403 for a staff role the route leaves out, and for an API key on anything but a read open to a Técnico.
      const readableByKeys = [route.method].flat().every(isReadMethod) && access.roles.includes('FIELD_TECH');
      const restricted = access.roles.length < ROLES.length || !readableByKeys;
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
