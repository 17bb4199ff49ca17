import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerClientError } from '@agua/domain/contracts/client-error';
import { DEFAULT_MONEY_BOUNDS, type MoneyBounds } from '@agua/domain/contracts/money-bounds';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { loadEnv } from './env.ts';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottleOptions } from './modules/auth/login-throttle.ts';
import type { BackupOptions } from './modules/backups/service.ts';
import { API_MODULES } from './modules/index.ts';
import type { MpesaOptions } from './modules/mpesa/provider/config.ts';
import type { PhotoOptions } from './modules/readings/photo-store.ts';
import type { SmsOptions } from './modules/sms/provider/config.ts';
import auditContextPlugin from './plugins/audit-context.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import { frameworkErrors } from './plugins/framework-errors.ts';
import metricsPlugin, { type MetricsOptions } from './plugins/metrics.ts';
import operationContractPlugin from './plugins/operation-contract.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import readinessPlugin from './plugins/readiness.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import swaggerPlugin from './plugins/swagger.ts';
import zodPlugin from './plugins/zod.ts';
import { closeWorkers } from './workers/pool.ts';

export interface AppOptions {
  databaseUrl: string;
  /** A read replica for reports and their downloads (DATABASE_REPLICA_URL); the primary when absent. */
  replicaDatabaseUrl?: string;
  jwtSecret: string;
  /** Failed-login throttle; tests shorten the delays. */
  loginThrottle?: Partial<LoginThrottleOptions>;
  /** Requests per minute and address on /auth/login and /auth/refresh-token. */
  authRequestsPerMinute?: number;
  /** The database holds the demo data: its accounts keep their fixed passwords (SEED_DEMO; false by default). */
  demoAccounts?: boolean;
  /** The time one-time codes (second factor) are judged by, in ms; Date.now by default, moved by tests. */
  clock?: () => number;
  /** Peers whose X-Forwarded-For is believed (TRUSTED_PROXY in env.ts); loopback by default. */
  trustedProxy?: string;
  /** false only to build the OpenAPI document without a database (scripts/openapi-document.ts). */
  checkDatabaseOnReady?: boolean;
  /** M-Pesa provider and job queue; by default the local simulator's defaults, and no worker in this process. */
  mpesa?: MpesaOptions;
  /** SMS provider and dispatcher; by default the local simulator's, and no dispatching in this process. */
  sms?: SmsOptions;
  /** Backups (BACKUP_DIR, BACKUP_HOUR, BACKUP_KEEP, BACKUP_PASSPHRASE); by default a temporary folder, no daily one. */
  backups?: BackupOptions;
  /** Photos of the offline route's readings (DATA_DIR, PHOTO_S3_*); by default a temporary folder. */
  photos?: PhotoOptions;
  /** Where Prometheus reads GET /metrics (METRICS_PORT, METRICS_HOST); not served when absent. */
  metrics?: MetricsOptions['listen'];
  /** The largest amount each money operation accepts (MONEY_MAX_RECEIPT_MZN…); the domain's defaults otherwise. */
  moneyBounds?: Partial<MoneyBounds>;
}

/**
 * The api as one plugin, loaded in three layers: external plugins (validation, docs, rate limits), the app's own
 * cross-cutting plugins (database, errors, auth), then the areas of modules/, each with its services and routes.
 * fastify-plugin keeps it unencapsulated so the error and not-found handlers cover the whole server.
 */
export const aguaApp = fp<AppOptions>(
  async (app, options) => {
    await app.register(zodPlugin);
    await app.register(errorsPlugin);
    await app.register(swaggerPlugin);
    await app.register(operationContractPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(rateLimitPlugin);

    await app.register(metricsPlugin, { listen: options.metrics });
    await app.register(readinessPlugin);
    await app.register(dbPlugin, {
      databaseUrl: options.databaseUrl,
      replicaDatabaseUrl: options.replicaDatabaseUrl,
      checkOnReady: options.checkDatabaseOnReady ?? true,
    });
    await app.register(authPlugin);
    await app.register(auditContextPlugin);

    const moduleOptions = {
      apiPrefix: '/api/v1',
      jwtSecret: options.jwtSecret,
      loginThrottle: { ...DEFAULT_LOGIN_THROTTLE, ...options.loginThrottle },
      authRequestsPerMinute: options.authRequestsPerMinute ?? 60,
      demoAccounts: options.demoAccounts ?? false,
      clock: options.clock ?? Date.now,
      databaseUrl: options.databaseUrl,
      mpesa: options.mpesa ?? { ...loadEnv({}).mpesa, worker: false },
      sms: options.sms ?? { ...loadEnv({}).sms, worker: false },
      backups: options.backups ?? {
        directory: path.join(tmpdir(), `agua-backups-${process.pid}`),
        dailyHour: null,
        keep: 7,
      },
      photos: options.photos ?? { directory: path.join(tmpdir(), `agua-photos-${process.pid}`) },
      usesDatabase: options.checkDatabaseOnReady ?? true,
      moneyBounds: { ...DEFAULT_MONEY_BOUNDS, ...options.moneyBounds },
    };
    for (const module of API_MODULES) await app.register(module.plugin, moduleOptions);
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
    // X-Forwarded-For is believed only from the configured gateway address, so the login throttle sees the real
    // client address and no other caller (on the internet or the LAN) can forge one.
    trustProxy: options.trustedProxy ?? 'loopback',
    frameworkErrors,
    // Requests Node's HTTP parser refuses (malformed, headers too large, too slow) answer in Portuguese too.
    clientErrorHandler: answerClientError,
    // A collection answers at /api/v1/client, its documented path, and at /api/v1/client/ as before.
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // The worker threads of heavy requests (workers/pool.ts) stop with the server.
  app.addHook('onClose', closeWorkers);
  await app.register(aguaApp, options);
  await app.ready();
  return app;
}
