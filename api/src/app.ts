import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import swaggerPlugin from './plugins/swagger.ts';
import zodPlugin from './plugins/zod.ts';
import healthRoutes from './routes/health/index.ts';
import apiRoutes from './routes/index.ts';
import authenticationService from './services/authentication.ts';
import clientMetersService from './services/client-meters.ts';
import clientsService from './services/clients.ts';
import contractsService from './services/contracts.ts';
import invoicesService from './services/invoices.ts';
import loginThrottleService, {
  DEFAULT_LOGIN_THROTTLE,
  type LoginThrottleOptions,
} from './services/login-throttle.ts';
import readingsService from './services/readings/index.ts';
import sessionsService from './services/sessions.ts';
import setupServices from './services/setup/index.ts';
import usersService from './services/users.ts';

export interface AppOptions {
  databaseUrl: string;
  jwtSecret: string;
  /** Failed-login throttle; tests shorten the delays. */
  loginThrottle?: Partial<LoginThrottleOptions>;
  /** Requests per minute and address on /auth/login and /auth/refresh-token. */
  authRequestsPerMinute?: number;
}

/**
 * The api as one plugin, loaded in three layers: external plugins (validation, docs, rate limits), the app's own
 * plugins and services (database, errors, auth), then the routes. fastify-plugin keeps it unencapsulated so the
 * error and not-found handlers cover the whole server.
 */
export const aguaApp = fp<AppOptions>(
  async (app, options) => {
    await app.register(zodPlugin);
    await app.register(errorsPlugin);
    await app.register(swaggerPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(rateLimitPlugin);

    await app.register(dbPlugin, { databaseUrl: options.databaseUrl });
    await app.register(authPlugin, { jwtSecret: options.jwtSecret });
    await app.register(usersService);
    await app.register(readingsService);
    await app.register(invoicesService);
    await app.register(sessionsService);
    await app.register(loginThrottleService, {
      throttle: { ...DEFAULT_LOGIN_THROTTLE, ...options.loginThrottle },
    });
    await app.register(authenticationService);
    await app.register(setupServices);
    await app.register(clientsService);
    await app.register(clientMetersService);
    await app.register(contractsService);

    await app.register(healthRoutes);
    await app.register(apiRoutes, {
      prefix: '/api/v1',
      authRequestsPerMinute: options.authRequestsPerMinute ?? 60,
    });
  },
  { name: 'agua-app' },
);

export interface BuildAppOptions extends AppOptions {
  /** false (default, quiet tests), true, or pino options. */
  logger?: FastifyServerOptions['logger'];
  /** An existing pino logger (the server shares one with its startup steps); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Sees every route as it is registered (the route-enumeration test uses it). */
  onRoute?: onRouteHookHandler;
}

/** A ready api instance: database pool and drizzle decorated, every route registered. */
export async function buildApp({
  logger = false,
  loggerInstance,
  onRoute,
  ...options
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger }),
    // X-Forwarded-For is believed only from the gateway or a load balancer on a local/private network, so the
    // login throttle sees the real client address and nobody on the internet can forge one.
    trustProxy: 'loopback, linklocal, uniquelocal',
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  await app.register(aguaApp, options);
  await app.ready();
  return app;
}
