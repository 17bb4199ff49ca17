import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { context, trace } from '@opentelemetry/api';
import { type DestinationStream, type Logger, pino } from 'pino';

/**
 * Credentials never reach a log line: a bearer token (a session's JWT or an API key's secret), cookies, passwords
 * (current and new), refresh tokens, and the second factor's secrets (its TOTP secret and otpauth URI, a code, a
 * sign-in challenge, recovery codes) are replaced wherever a request's headers or body are logged. Fastify's own
 * request lines carry none, but an error logged with its request, or a future debug line, must not leak one either.
 */
/** Keys that hold a credential wherever they appear, at the top of a log object or one or two levels down. */
const SECRET_KEYS = [
  'password',
  'refreshToken',
  'secret',
  'currentPassword',
  'newPassword',
  'confirmation',
  'twoFactorToken',
  'otpauthUri',
  'recoveryCodes',
];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'request.headers.authorization',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  // A one-time code travels as a body's `code` (err.code, an error's kind, stays readable).
  'body.code',
  '*.body.code',
];

/**
 * Log files when not under systemd (whose journal keeps stdout): JSON lines in <logDir>/api/, a new file each day
 * or at 10 MB, the newest 14 kept (pino-roll, in pino's transport thread). Stdout keeps every line too, for the
 * terminal of `pnpm start` and for containers.
 */
function withLogFiles(level: string, logDir: string): DestinationStream {
  // pino-roll links current.log before its own mkdir has run: the folder must exist first.
  mkdirSync(path.join(logDir, 'api'), { recursive: true });
  const file = pino.transport({
    // Resolved here, so the transport thread finds it from the bundle as from the sources.
    target: createRequire(import.meta.url).resolve('pino-roll'),
    options: {
      file: path.join(logDir, 'api', 'api'),
      extension: '.log',
      frequency: 'daily',
      dateFormat: 'yyyy-MM-dd',
      size: '10m',
      mkdir: true,
      symlink: true,
      limit: { count: 14, removeOtherLogFiles: true },
    },
  });
  // A full disk or a removed folder costs the file copy, not the process.
  file.on('error', (error: Error) => process.stderr.write(`log files: ${error.message}\n`));
  const stdout = pino.destination(1);
  // Stdout is a pipe to `pnpm start`; if that launcher is killed, the api shuts down on its own (the IPC channel
  // closes) and must not crash on the broken pipe meanwhile: the lines still reach the file.
  stdout.on('error', () => {
    stdout.write = () => true;
  });
  return pino.multistream([
    { level, stream: stdout },
    { level, stream: file },
  ]);
}

/** The trace and span a line was written in (tracing on): the collector's trace is found from the log line. */
function traceIds(): Record<string, string> {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * The api's one pino logger (the server's startup steps and every request share it). With `traceIds` (tracing on,
 * tracing.ts) each line carries the trace_id and span_id it was written in.
 */
export function createLogger(
  level: string,
  destination?: DestinationStream,
  logDir?: string,
  { traceIds: withTraceIds = false } = {},
): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(withTraceIds ? { mixin: traceIds } : {}),
  };
  if (destination) return pino(options, destination);
  if (level === 'silent') return pino(options);
  return logDir ? pino(options, withLogFiles(level, logDir)) : pino(options);
}
