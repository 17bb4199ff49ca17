// Telling "the database is not there" apart from "this statement failed": the first is an outage (503, logged once,
// nothing for the caller to fix), the second stays with the error handler's usual rules (pg-errors.ts).

/** SQLSTATEs of a server that cannot serve: connection exceptions, shutdown, too many connections. */
const UNAVAILABLE_CODES = /^(08...|57P0[1-4]|53300|53400)$/;

/** Socket errors of a database that cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres throws, without a code, when a connection is lost or cannot be had. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

function isUnavailable(error: object): boolean {
  const { code, severity, message } = error as { code?: unknown; severity?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || NETWORK_CODES.has(code))) return true;
  // A FATAL error ends the session: the server refused the connection itself (a database not accepting
  // connections, a role not allowed to log in now), whatever its code.
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * The outage behind an error, if it is one: the error itself or one of its causes (Drizzle wraps driver errors in
 * DrizzleQueryError, whose own message holds the SQL and its parameters), or an AggregateError's (a refused
 * connection to a host with several addresses).
 */
export function databaseOutageCause(error: unknown): { code?: string; reason: string } | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailable(current)) {
      const { code, message } = current as { code?: unknown; message?: unknown };
      return { code: typeof code === 'string' ? code : undefined, reason: String(message) };
    }
    queue.push((current as { cause?: unknown }).cause);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return undefined;
}
