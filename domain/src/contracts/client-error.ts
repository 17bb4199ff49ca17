import { messages } from '../messages.ts';
import type { ErrorResponse } from './common.ts';

// Some requests never reach a framework: Node's HTTP parser refuses them first (a malformed request line, headers
// over its 16 KB limit, a client that does not finish sending its request in time) and hands the raw socket to the
// server's clientError handler. Fastify's own handler answers those in English; the api and the gateway both answer
// them here instead, in the standard error shape with a catalogue text (docs/domain.md "Errors").

/** What a clientError handler is given: a socket, of which only these members are used. */
export interface ClientErrorSocket {
  readonly writable: boolean;
  readonly destroyed: boolean;
  write(data: string): unknown;
  destroy(error?: Error): unknown;
}

const REFUSALS = {
  400: { reason: 'Bad Request', message: messages.http[400] },
  408: { reason: 'Request Timeout', message: messages.api.requestTimeout },
  431: { reason: 'Request Header Fields Too Large', message: messages.api.headersTooLarge },
} as const;

/** The status for a parser error code (llhttp's HPE_*, Node's ERR_HTTP_*); anything unknown is a malformed request. */
function statusFor(code: string | undefined): keyof typeof REFUSALS {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** The whole HTTP/1.1 answer, status line to body: the connection is closed after it. */
export function clientErrorResponse(code: string | undefined): { statusCode: number; raw: string } {
  const statusCode = statusFor(code);
  const { reason, message } = REFUSALS[statusCode];
  const body = JSON.stringify({ statusCode, error: reason, message } satisfies ErrorResponse);
  const length = new TextEncoder().encode(body).length;
  return {
    statusCode,
    raw:
      `HTTP/1.1 ${statusCode} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      // The headers every other answer carries (docs/security.md), for the one case a browser can cause: a 431
      // from oversized cookies.
      "X-Content-Type-Options: nosniff\r\nContent-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n" +
      `Content-Length: ${length}\r\nConnection: close\r\n\r\n${body}`,
  };
}

/** Fastify's `clientErrorHandler`: answers what it can, then closes the connection, as Fastify's default does. */
export function answerClientError(error: Error & { code?: string }, socket: ClientErrorSocket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(error.code).raw);
  socket.destroy(error);
}
