import { errorResponseSchema } from '@agua/domain/contracts/common';
import { messages } from '@agua/domain/messages';
import { ROLES, type Role } from '@agua/domain/roles';
import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessConfig } from '../http/access.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { type AccessTokens, type AuthUser, createAccessTokens } from '../services/access-tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig extends AccessConfig {}
  interface FastifyInstance {
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** Set by the auth hook on every non-public route before validation and the handler run. */
    user?: AuthUser;
  }
}

/** The caller of a protected route (the hook guarantees it is set). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(messages.auth.missingToken);
  return request.user;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized(messages.auth.missingToken);
  const match = /^Bearer +(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized(messages.auth.invalidToken);
  return match[1];
}

function authenticate(tokens: AccessTokens, roles: readonly Role[]): onRequestAsyncHookHandler {
  return async (request) => {
    const user = await tokens.verify(bearerToken(request));
    if (!user) throw unauthorized(messages.auth.invalidToken);
    request.user = user;
    if (!roles.includes(user.role)) throw forbidden(messages.auth.forbidden);
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
      const restricted = access.roles.length < ROLES.length;
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
