import { type ErrorResponse, errorResponseSchema } from '@agua/domain/contracts/common';
import { httpStatusMessage, messages } from '@agua/domain/messages';
import { Pool } from 'undici';
import { type Answer, send } from './dispatch.ts';

/** A non-2xx answer from the api (or no answer at all, reported as 502). */
export class RestError extends Error {
  override readonly name = 'RestError';

  constructor(
    readonly status: number,
    /** The api's error body (docs/domain.md "Errors"); `message` is Portuguese and fit to show. */
    readonly body: ErrorResponse,
    options?: ErrorOptions,
  ) {
    super(body.message, options);
  }
}

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the api base, e.g. `/client/count`. */
  path: string;
  /** Take `path` from the api origin instead (the api serves /health outside /api/v1). */
  fromOrigin?: boolean;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** The caller's access token, forwarded as `Authorization: Bearer …`. */
  token?: string | null;
  /** The browser's address, so the api's per-address login throttle sees people, not the gateway. */
  forwardedFor?: string;
  /** The browser's User-Agent, so the api lists a sign-in by its device, not as the gateway. */
  userAgent?: string;
  /** Further request headers a route reads (a payment's Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sees a successful answer's headers (lists report their total in X-Total-Count). */
  onHeaders?: (headers: Record<string, string | string[] | undefined>) => void;
}

export interface RestClient {
  /** Sends one request and resolves with the parsed JSON body (undefined for an empty body). */
  request<T>(request: RestRequest): Promise<T>;
  close(): Promise<void>;
}

export interface RestClientOptions {
  /** Upper bound of sockets to the api; requests beyond it queue instead of opening more. */
  connections?: number;
}

/**
 * One keep-alive pool to the api for the whole process: per-request clients would pay a TCP handshake
 * on every call and exhaust ports under load.
 */
export function createRestClient(apiUrl: string, options: RestClientOptions = {}): RestClient {
  const url = new URL(apiUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  const pool = new Pool(url.origin, {
    connections: options.connections ?? 64,
    // Below the api's own keep-alive (Fastify's 72 s) so we never reuse a socket the api is closing.
    keepAliveTimeout: 10_000,
    headersTimeout: 30_000,
    bodyTimeout: 60_000,
  });

  return {
    async request<T>({
      method = 'GET',
      path,
      fromOrigin,
      query,
      body,
      token,
      forwardedFor,
      userAgent,
      headers: extraHeaders,
      signal,
      onHeaders,
    }: RestRequest): Promise<T> {
      const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
      if (userAgent) headers['user-agent'] = userAgent;
      if (body !== undefined) headers['content-type'] = 'application/json';

      // A refused connection, a timeout or a socket dropped mid-body all mean the api did not answer.
      let answer: Answer;
      try {
        answer = await send(
          pool,
          {
            method,
            path: (fromOrigin ? '' : basePath) + path + queryString(query),
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          },
          signal,
        );
      } catch (cause) {
        throw unreachable(cause);
      }

      const { statusCode, headers: answerHeaders, text } = answer;
      const parsed = parseJson(text, answerHeaders['content-type']);
      if (statusCode >= 200 && statusCode < 300) {
        onHeaders?.(answerHeaders);
        return parsed as T;
      }
      throw new RestError(statusCode, errorBody(statusCode, parsed));
    },
    close: () => pool.close(),
  };
}

/** `ids=1,2,3` is the api's list convention, so arrays travel comma-joined rather than as repeated keys. */
function queryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const encoded = params.toString();
  return encoded ? `?${encoded}` : '';
}

function parseJson(text: string, contentType: string | string[] | undefined): unknown {
  if (text === '') return undefined;
  const type = Array.isArray(contentType) ? contentType.join(';') : (contentType ?? '');
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// A proxy or a crashed api may answer something else than our error shape; the user still gets a catalogue text.
function errorBody(status: number, parsed: unknown): ErrorResponse {
  const result = errorResponseSchema.safeParse(parsed);
  // Fields beyond the standard shape stay (POST /cut/bulk names each refused meter in `rows`).
  if (result.success) return { ...(parsed as object), ...result.data };
  return { statusCode: status, error: 'Error', message: httpStatusMessage(status) };
}

function unreachable(cause: unknown): RestError {
  return new RestError(
    502,
    { statusCode: 502, error: 'Bad Gateway', message: messages.gateway.apiUnavailable },
    { cause },
  );
}

/** A view of the shared pool that stamps every request with the caller's address and browser. */
export function forCaller(
  rest: RestClient,
  forwardedFor: string | undefined,
  userAgent?: string,
): RestClient {
  if (!forwardedFor && !userAgent) return rest;
  return {
    request: (request) => rest.request({ ...request, forwardedFor, userAgent }),
    close: () => rest.close(),
  };
}
