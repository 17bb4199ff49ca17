import { httpStatusMessage } from '@agua/domain/messages';
import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

// The gateway puts the api's REST status in extensions.statusCode; its codes stand in when a status is missing.
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

/** Status 0 means the gateway never answered (offline, refused): the 'Servidor Indisponivel' toast. */
export function errorStatus(error: ErrorLike): number {
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = error.errors[0]?.extensions;
    const statusCode = extensions?.statusCode;
    if (typeof statusCode === 'number') return statusCode;
    const code = extensions?.code;
    return typeof code === 'string' ? (STATUS_BY_CODE[code] ?? 500) : 500;
  }
  if (ServerError.is(error)) return error.statusCode;
  return 0;
}

export function errorCode(error: ErrorLike): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

export function isUnauthenticated(error: ErrorLike): boolean {
  return errorCode(error) === 'UNAUTHENTICATED' || (ServerError.is(error) && error.statusCode === 401);
}

/** The toast text for a failed operation. */
export function errorToastMessage(error: ErrorLike): string {
  return httpStatusMessage(errorStatus(error));
}
