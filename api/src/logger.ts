import { type DestinationStream, type Logger, pino } from 'pino';

/**
 * Credentials never reach a log line: a bearer token (a session's JWT or an API key's secret), cookies, passwords
 * and refresh tokens are replaced wherever a request's headers or body are logged. Fastify's own request lines
 * carry neither, but an error logged with its request, or a future debug line, must not leak one either.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'request.headers.authorization',
  '*.password',
  '*.refreshToken',
  '*.secret',
];

/** The api's one pino logger (the server's startup steps and every request share it). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
