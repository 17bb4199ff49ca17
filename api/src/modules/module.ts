import type { MoneyBounds } from '@agua/domain/contracts/money-bounds';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { LoginThrottleOptions } from './auth/login-throttle.ts';
import type { BackupOptions } from './backups/service.ts';
import type { MpesaOptions } from './mpesa/provider/config.ts';
import type { PhotoOptions } from './readings/photo-store.ts';
import type { SmsOptions } from './sms/provider/config.ts';

/** What every area's plugin is given. */
export interface ModuleOptions {
  /** Where the REST resources live ('/api/v1'); each area adds its resources' path segments (the seed's). */
  apiPrefix: string;
  /** The secret that signs and verifies the sessions' access tokens (the auth area). */
  jwtSecret: string;
  /** Failed-login throttle (the auth area). */
  loginThrottle: LoginThrottleOptions;
  /** Requests per minute and address on /auth/login and /auth/refresh-token (the auth area). */
  authRequestsPerMinute: number;
  /**
   * The api runs with demo data: the demo accounts keep their fixed passwords without being made to change them at
   * first sign-in (the auth area).
   */
  demoAccounts: boolean;
  /** The time one-time codes are judged by, in ms (the auth area; tests move it). */
  clock: () => number;
  /** The api's database (the M-Pesa job queue keeps its tables there). */
  databaseUrl: string;
  /** The M-Pesa provider and job queue (the mpesa area). */
  mpesa: MpesaOptions;
  /** The SMS provider and dispatcher (the sms area). */
  sms: SmsOptions;
  /** Where backups go, when the daily one runs, how many are kept, the passphrase (the backups area). */
  backups: BackupOptions;
  /** Where the photos of the offline route's readings are kept (the readings area). */
  photos: PhotoOptions;
  /**
   * false only when the app is built to print its OpenAPI document (api/scripts/openapi-document.ts): no area may
   * then reach the database when the app becomes ready.
   */
  usesDatabase: boolean;
  /** The largest amount each money operation accepts (the receipts area). */
  moneyBounds: MoneyBounds;
}

/**
 * An area of the api (docs/adding-a-resource.md): everything of it lives in its folder `modules/<name>/` — routes,
 * service, SQL, tables (`tables.ts`, found by drizzle-kit's glob), worker tasks (`*.task.ts`, run by file URL through
 * workers/pool.ts) and tests — and this one object registers it; `modules/index.ts` lists the objects.
 */
export interface ApiModule {
  /** The area's name: its folder under modules/. */
  readonly name: string;
  /** Registers the area's services and routes on the app (not encapsulated: other areas may use its services). */
  readonly plugin: FastifyPluginAsync<ModuleOptions>;
}

export interface ApiModuleDefinition {
  name: string;
  /** The Fastify plugins (by name) that must be registered before this area: the services of earlier areas. */
  dependencies?: string[];
  plugin: FastifyPluginAsync<ModuleOptions>;
}

/** An area's module object: its plugin, named `<name>-module` for Fastify's dependency checks. */
export function defineApiModule({ name, dependencies, plugin }: ApiModuleDefinition): ApiModule {
  return { name, plugin: fp(plugin, { name: `${name}-module`, ...(dependencies ? { dependencies } : {}) }) };
}
