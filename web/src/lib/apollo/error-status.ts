import { httpStatusMessage } from '@agua/domain/messages';
import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { statusOfGraphQLError } from '../graphql/error-codes.ts';

/** Status 0 means the gateway never answered (offline, refused): the 'Servidor Indisponível' toast. */
export function errorStatus(error: ErrorLike): number {
  if (CombinedGraphQLErrors.is(error)) {
    return statusOfGraphQLError(error.errors[0]?.extensions);
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
