import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import type { LoginThrottleOptions } from './auth/login-throttle.ts';
import type { MpesaOptions } from './mpesa/provider/config.ts';

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
  /** The api's database (the M-Pesa job queue keeps its tables there). */
  databaseUrl: string;
  /** The M-Pesa provider and job queue (the mpesa area). */
  mpesa: MpesaOptions;
  /**
   * false only when the app is built to print its OpenAPI document (api/scripts/openapi-document.ts): no area may
   * then reach the database when the app becomes ready.
   */
  usesDatabase: boolean;
}

/** An area of the api: one plugin that registers its service(s) and its routes. */
export type ApiModule = FastifyPluginAsync<ModuleOptions> | FastifyPluginCallback<ModuleOptions>;
