import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

// Shells and compose files often export a variable as empty; treat that as "not set" so the default applies.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/** "loopback", or comma-separated IP addresses and CIDR ranges (the grammar of the api's TRUSTED_PROXY). */
const proxyList = z
  .string()
  .trim()
  .refine(
    (value) =>
      value.split(',').every((item) => {
        const [address = '', bits, ...rest] = item.trim().split('/');
        if (address === 'loopback') return bits === undefined && rest.length === 0;
        const family = isIP(address);
        const maxBits = family === 4 ? 32 : 128;
        return (
          family !== 0 &&
          rest.length === 0 &&
          (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits))
        );
      }),
    { error: 'must be "loopback" or comma-separated IP addresses or CIDR ranges' },
  );

const EnvSchema = z
  .object({
    PORT: optional(z.coerce.number().int().min(0).max(65535).default(8080)),
    HOST: optional(z.string().default('0.0.0.0')),
    // Only read to derive API_URL's default, so that `API_PORT=9000 pnpm start` moves both ends together.
    API_PORT: optional(z.coerce.number().int().min(1).max(65535).default(8081)),
    API_URL: optional(z.url({ protocol: /^https?$/ }).optional()),
    WEB_DIST: optional(z.string().default(path.join(repoRoot, 'web', 'dist'))),
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    // Set by `pnpm start` outside systemd: rotated JSON log files under this folder (log-files.ts).
    LOG_DIR: optional(z.string().min(1).optional()),
    // A reverse proxy in front (Caddy, HAProxy): only its X-Forwarded-For is believed, so the api's per-address
    // login throttle sees each browser, not the proxy. Unset: the gateway's peer is the browser.
    GATEWAY_TRUSTED_PROXY: optional(proxyList.optional()),
    // Prometheus metrics on a port of their own, loopback unless widened (README "Métricas e rastreio"); 0 = none.
    METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535).default(9465)),
    METRICS_HOST: optional(z.string().min(1).default('127.0.0.1')),
    // Traces are sent (OTLP over HTTP) only when a collector is named; nothing is loaded otherwise (tracing.ts).
    OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/ }).optional()),
    OTEL_SERVICE_NAME: optional(z.string().trim().min(1).default('agua-gateway')),
  })
  .transform(({ API_PORT, API_URL, WEB_DIST, LOG_DIR, METRICS_PORT, METRICS_HOST, ...rest }) => ({
    ...rest,
    METRICS: METRICS_PORT === 0 ? undefined : { host: METRICS_HOST, port: METRICS_PORT },
    LOG_DIR: LOG_DIR ? path.resolve(LOG_DIR) : undefined,
    API_URL: API_URL ?? `http://127.0.0.1:${API_PORT}/api/v1`,
    // @fastify/static needs an absolute root; a relative WEB_DIST is taken from where the process started.
    WEB_DIST: path.resolve(WEB_DIST),
  }));

export type GatewayEnv = z.infer<typeof EnvSchema>;

/** The gateway's configuration, checked once at start; the only place that reads `process.env`. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid gateway configuration:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
