import { httpStatusMessage, messages } from '@agua/domain/messages';
import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorStatus } from '../../lib/apollo/error-status.ts';

/**
 * What the login alert says when the mutation itself fails: the gateway's Portuguese text for a refusal
 * (e.g. too many attempts), the HTTP status toast text ('Servidor Indisponivel' and the like) when the server broke or could not be reached.
 */
export function loginErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('message' in error)) return messages.auth.loginFailed;
  const status = errorStatus(error as ErrorLike);
  if (status >= 400 && status < 500 && CombinedGraphQLErrors.is(error)) {
    return error.errors[0]?.message ?? httpStatusMessage(status);
  }
  return httpStatusMessage(status);
}
