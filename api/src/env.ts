import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MONEY_BOUNDS, type MoneyBounds } from '@agua/domain/contracts/money-bounds';
import { z } from 'zod';
import type { MpesaOptions } from './modules/mpesa/provider/config.ts';
import {
  SIMULATOR_INITIATOR,
  SIMULATOR_SECURITY_CREDENTIAL,
} from './modules/mpesa/simulator/simulator-identity.ts';
import { SIMULATOR_API_KEY, SIMULATOR_PUBLIC_KEY } from './modules/mpesa/simulator/simulator-keys.ts';
import { DEFAULT_SMS_WORK, type SmsOptions } from './modules/sms/provider/config.ts';
import { SIMULATOR_SMS_TOKEN } from './modules/sms/simulator/outcomes.ts';

// The only reader of process.env in the api: everything else receives checked, typed values.

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce.number().int().min(1).max(65_535);

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string');

/**
 * Who may tell the api the client's address in X-Forwarded-For: "loopback" or comma-separated addresses or CIDR
 * ranges (the gateway's). Anyone else's header is ignored, so the login throttle cannot be dodged by forging it.
 */
const trustedProxy = z
  .string()
  .trim()
  .refine(
    (value) =>
      value.split(',').every((item) => {
        const [address, bits, ...rest] = item.trim().split('/');
        if (rest.length > 0 || !address) return false;
        if (address === 'loopback') return bits === undefined;
        const family = isIP(address);
        return (
          family !== 0 &&
          (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)))
        );
      }),
    { error: 'must be "loopback" or comma-separated IP addresses or CIDR ranges' },
  );

const envObject = z.object({
  API_PORT: port.default(8081),
  // Loopback unless widened: the gateway on the same machine is the api's only intended caller.
  HOST: z.string().min(1).default('127.0.0.1'),
  TRUSTED_PROXY: trustedProxy.default('loopback'),
  DATABASE_URL: postgresUrl.optional(),
  // Behind PgBouncer: migrations and the seed may go straight to PostgreSQL (README "Várias instâncias").
  DATABASE_DIRECT_URL: postgresUrl.optional(),
  // A read replica for reports and their downloads (README "Várias instâncias").
  DATABASE_REPLICA_URL: postgresUrl.optional(),
  // Prometheus metrics on a port of their own, loopback unless widened (README "Métricas e rastreio"); 0 = none.
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // Traces are sent (OTLP over HTTP) only when a collector is named; nothing is loaded otherwise (tracing.ts).
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ error: 'must be an http(s) URL' }).optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('agua-api'),
  DATA_DIR: z.string().min(1).optional(),
  // Photos of the offline route's readings: the data directory unless a bucket is named (S3 or MinIO; credentials
  // from the AWS SDK's own chain: AWS_ACCESS_KEY_ID…, README "Photos of the readings").
  PHOTO_S3_BUCKET: z.string().trim().min(1).optional(),
  PHOTO_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  PHOTO_S3_ENDPOINT: z.url({ error: 'must be an http(s) URL' }).optional(),
  PHOTO_S3_PREFIX: z.string().default('reading-photos/'),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    // A secret copied from an example signs tokens anyone can forge: refuse it rather than start with it.
    .refine((value) => !/change[-_ ]?me|placeholder|example|secret-of/i.test(value), {
      error: 'is a placeholder: generate one, e.g. openssl rand -hex 32',
    })
    .optional(),
  // Backups (README "Cópias de segurança"): the folder, the daily hour in Maputo (or off), how many are kept, and
  // the passphrase that encrypts them when set.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_HOUR: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(23)], {
      error: 'must be an hour 0–23 or off',
    })
    .default(2),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(7),
  BACKUP_PASSPHRASE: z.string().min(12, 'must be at least 12 characters').optional(),
  SEED_DEMO: flag.optional(),
  ADMIN_USERNAME: z.string().trim().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Set by `pnpm start` outside systemd: JSON log files, rotated, under this folder (logger.ts).
  LOG_DIR: z.string().min(1).optional(),
  EMBEDDED_PG_PORT: port.default(5433),
  // M-Pesa (README "Configuration"): without MPESA_API_KEY the api talks to the local simulator.
  MPESA_API_URL: z.url({ error: 'must be an http(s) URL' }).optional(),
  MPESA_C2B_PORT: port.default(18352),
  MPESA_QUERY_PORT: port.default(18353),
  MPESA_REVERSAL_PORT: port.default(18354),
  MPESA_API_KEY: z.string().trim().min(1).optional(),
  MPESA_PUBLIC_KEY: z.string().trim().min(1).optional(),
  MPESA_SERVICE_PROVIDER_CODE: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'must be digits')
    .default('171717'),
  MPESA_ORIGIN: z.string().trim().min(1).default('developer.mpesa.vm.co.mz'),
  MPESA_INITIATOR_IDENTIFIER: z.string().trim().min(1).optional(),
  MPESA_SECURITY_CREDENTIAL: z.string().trim().min(1).optional(),
  MPESA_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  MPESA_WORKERS: z.coerce.number().int().min(0).max(500).default(10),
  MPESA_STATUS_BACKOFF_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  MPESA_MAX_STATUS_QUERIES: z.coerce.number().int().min(1).max(1000).default(12),
  MPESA_SIMULATOR_PORT: port.default(8082),
  MPESA_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  // SMS (README "SMS"): without SMS_API_URL the api talks to the local SMS simulator.
  SMS_API_URL: z.url({ error: 'must be an http(s) URL' }).optional(),
  SMS_API_TOKEN: z.string().trim().min(1).optional(),
  SMS_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, 'must be 1 to 11 letters or digits (the registered sender ID)')
    .default('AGUA'),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  SMS_WORKERS: z.coerce.number().int().min(0).max(32).default(4),
  SMS_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(500),
  SMS_RETRY_BACKOFF_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  SMS_STATUS_DELAY_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  // Maputo hours messages may go out: "8-20" (from 08:00, until 20:00).
  SMS_SENDING_HOURS: z
    .string()
    .trim()
    .regex(/^\d{1,2}-\d{1,2}$/, 'must be "from-to" hours, e.g. 8-20')
    .refine((text) => {
      const [from, to] = text.split('-').map(Number) as [number, number];
      return from >= 0 && from < to && to <= 24;
    }, 'must be "from-to" with 0 ≤ from < to ≤ 24')
    .default('8-20'),
  SMS_SIMULATOR_PORT: port.default(8083),
  SMS_SIMULATOR_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  // The largest receipt one payment may record, in MZN (domain/src/contracts/money-bounds.ts).
  MONEY_MAX_RECEIPT_MZN: z.coerce
    .number()
    .positive()
    .max(999_999_999_999.99)
    .refine((value) => Number.isInteger(value * 100), { error: 'must have at most 2 decimals' })
    .default(DEFAULT_MONEY_BOUNDS.receipt),
});
type RawEnv = z.output<typeof envObject>;

const envSchema = envObject
  .refine((env) => !env.MPESA_API_KEY || (env.MPESA_PUBLIC_KEY && env.MPESA_API_URL), {
    message: 'MPESA_API_KEY needs MPESA_PUBLIC_KEY and MPESA_API_URL (the real provider)',
    path: ['MPESA_API_KEY'],
  })
  .refine((env) => !env.SMS_API_URL || env.SMS_API_TOKEN, {
    message: 'SMS_API_URL needs SMS_API_TOKEN (the real provider)',
    path: ['SMS_API_TOKEN'],
  })
  .refine((env) => env.DATABASE_URL || !(env.DATABASE_DIRECT_URL || env.DATABASE_REPLICA_URL), {
    message:
      'DATABASE_DIRECT_URL and DATABASE_REPLICA_URL need DATABASE_URL (the embedded database has neither)',
    path: ['DATABASE_URL'],
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_USERNAME and ADMIN_PASSWORD go together',
    path: ['ADMIN_PASSWORD'],
  })
  .transform((env) => ({
    apiPort: env.API_PORT,
    host: env.HOST,
    trustedProxy: env.TRUSTED_PROXY,
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL,
    metrics: env.METRICS_PORT === 0 ? undefined : { host: env.METRICS_HOST, port: env.METRICS_PORT },
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    jwtSecret: env.JWT_SECRET,
    photos: {
      directory: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'), 'reading-photos'),
      s3: env.PHOTO_S3_BUCKET
        ? {
            bucket: env.PHOTO_S3_BUCKET,
            region: env.PHOTO_S3_REGION,
            endpoint: env.PHOTO_S3_ENDPOINT,
            prefix: env.PHOTO_S3_PREFIX,
          }
        : undefined,
    },
    backups: {
      directory: path.resolve(
        env.BACKUP_DIR ?? path.join(env.DATA_DIR ?? path.join(REPO_ROOT, '.data'), 'backups'),
      ),
      dailyHour: env.BACKUP_HOUR === 'off' ? null : env.BACKUP_HOUR,
      keep: env.BACKUP_KEEP,
      passphrase: env.BACKUP_PASSPHRASE,
    },
    // Demo data belongs to the embedded database; a real server gets it only when asked for.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    firstAdmin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL,
    logDir: env.LOG_DIR ? path.resolve(env.LOG_DIR) : undefined,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    mpesa: mpesaOptions(env),
    moneyBounds: { receipt: env.MONEY_MAX_RECEIPT_MZN } satisfies MoneyBounds,
    mpesaSimulator: {
      port: env.MPESA_SIMULATOR_PORT,
      delayMs: env.MPESA_SIMULATOR_DELAY_MS,
      serviceProviderCode: env.MPESA_SERVICE_PROVIDER_CODE,
    },
    sms: smsOptions(env),
    smsSimulator: { port: env.SMS_SIMULATOR_PORT, timeoutMs: env.SMS_SIMULATOR_TIMEOUT_MS },
  }));

/** The SMS provider: SMS_API_URL with its token when set, otherwise the local simulator on SMS_SIMULATOR_PORT. */
function smsOptions(env: RawEnv): SmsOptions {
  return {
    provider: {
      url: env.SMS_API_URL ?? `http://127.0.0.1:${env.SMS_SIMULATOR_PORT}`,
      token: env.SMS_API_TOKEN ?? SIMULATOR_SMS_TOKEN,
      senderId: env.SMS_SENDER_ID,
      timeoutMs: env.SMS_TIMEOUT_MS,
    },
    work: {
      ...DEFAULT_SMS_WORK,
      hours: (([from, to]) => ({ from: from ?? 8, to: to ?? 20 }))(
        env.SMS_SENDING_HOURS.split('-').map(Number),
      ),
      concurrency: Math.max(1, env.SMS_WORKERS),
      batchSize: env.SMS_BATCH_SIZE,
      backoffMs: env.SMS_RETRY_BACKOFF_MS,
      statusDelayMs: env.SMS_STATUS_DELAY_MS,
    },
    worker: env.SMS_WORKERS > 0,
  };
}

/**
 * The provider the api calls: the real OpenAPI when MPESA_API_KEY is set (each call on its own port of
 * MPESA_API_URL), otherwise the local simulator on MPESA_SIMULATOR_PORT with the simulator's own keys.
 */
function mpesaOptions(env: RawEnv): MpesaOptions {
  const real = Boolean(env.MPESA_API_KEY);
  const simulator = `http://127.0.0.1:${env.MPESA_SIMULATOR_PORT}`;
  const withPort = (portNumber: number) => {
    const url = new URL(env.MPESA_API_URL ?? simulator);
    url.port = String(portNumber);
    return url.toString();
  };
  return {
    provider: {
      c2bUrl: real ? withPort(env.MPESA_C2B_PORT) : simulator,
      queryUrl: real ? withPort(env.MPESA_QUERY_PORT) : simulator,
      reversalUrl: real ? withPort(env.MPESA_REVERSAL_PORT) : simulator,
      apiKey: env.MPESA_API_KEY ?? SIMULATOR_API_KEY,
      publicKey: env.MPESA_PUBLIC_KEY ?? SIMULATOR_PUBLIC_KEY,
      serviceProviderCode: env.MPESA_SERVICE_PROVIDER_CODE,
      origin: env.MPESA_ORIGIN,
      initiatorIdentifier: env.MPESA_INITIATOR_IDENTIFIER ?? SIMULATOR_INITIATOR,
      securityCredential: env.MPESA_SECURITY_CREDENTIAL ?? SIMULATOR_SECURITY_CREDENTIAL,
      timeoutMs: env.MPESA_TIMEOUT_MS,
    },
    work: {
      concurrency: env.MPESA_WORKERS,
      statusBackoffMs: env.MPESA_STATUS_BACKOFF_MS,
      maxBackoffMs: Math.max(env.MPESA_STATUS_BACKOFF_MS, 600_000),
      maxStatusQueries: env.MPESA_MAX_STATUS_QUERIES,
    },
    worker: env.MPESA_WORKERS > 0,
  };
}

export type Env = z.output<typeof envSchema>;

/** Reads and checks the environment; empty variables count as unset (docker-compose writes `VAR=`). */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid api configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
