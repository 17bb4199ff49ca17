import { STATUS_CODES } from 'node:http';
import { messages } from '@agua/domain/messages';

export interface FieldError {
  field: string;
  message: string;
}

/** The one error body of the api: `message` is Portuguese and fit to show a user. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  details?: FieldError[];
}

/** An error a handler or service throws on purpose; its message is already in Portuguese. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldError[],
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: FieldError[]) => new HttpError(400, message, details);
export const unauthorized = (message: string = messages.auth.invalidToken) => new HttpError(401, message);
export const forbidden = (message: string = messages.auth.forbidden) => new HttpError(403, message);
export const notFound = (message: string = messages.errors.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string = messages.http[429]) => new HttpError(429, message);

export function errorBody(statusCode: number, message: string, details?: FieldError[]): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(details && details.length > 0 ? { details } : {}),
  };
}
