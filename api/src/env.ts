import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The only reader of process.env in the api: everything else receives checked, typed values.

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce.number().int().min(1).max(65_535);

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

const envSchema = z
  .object({
    API_PORT: port.default(8081),
    // Loopback unless widened: the gateway on the same machine is the api's only intended caller.
    HOST: z.string().min(1).default('127.0.0.1'),
    TRUSTED_PROXY: trustedProxy.default('loopback'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    DATA_DIR: z.string().min(1).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SEED_DEMO: flag.optional(),
    ADMIN_USERNAME: z.string().trim().min(3).optional(),
    ADMIN_PASSWORD: z.string().min(6).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    EMBEDDED_PG_PORT: port.default(5433),
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
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    jwtSecret: env.JWT_SECRET,
    // Demo data belongs to the embedded database; a real server gets it only when asked for.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    firstAdmin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
        : undefined,
    logLevel: env.LOG_LEVEL,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
  }));

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
