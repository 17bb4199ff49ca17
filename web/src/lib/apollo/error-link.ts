import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap, throwError } from 'rxjs';
import type { ToastRequest } from '../notifications.ts';
import type { SessionManager } from '../session/session-manager.ts';
import { errorToastMessage, isUnauthenticated } from './error-status.ts';
import { PUBLIC_OPERATIONS } from './operation-context.ts';

/**
 * Two jobs on a failed operation:
 * - UNAUTHENTICATED (the token expired between renewals, e.g. after the laptop slept): renew the session once
 *   and replay the operation, so the user does not notice. If renewal is refused the session manager ends the
 *   session and the app goes to the login page.
 * - otherwise, raise the HTTP status toast (texts in the catalogue's http area), unless the screen handles the failure itself.
 */
export function createErrorLink(session: SessionManager, notify: (toast: ToastRequest) => void): ErrorLink {
  return new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext();
    const isPublic = PUBLIC_OPERATIONS.has(operation.operationName ?? '');

    if (isUnauthenticated(error) && !isPublic && !context.retriedAfterRefresh) {
      operation.setContext({ retriedAfterRefresh: true });
      return from(session.refresh()).pipe(
        mergeMap((renewed) => (renewed ? forward(operation) : throwError(() => error))),
      );
    }

    const wantsToast = context.toast ?? operation.operationType === 'query';
    if (wantsToast && !isPublic) notify({ type: 'error', message: errorToastMessage(error) });
  });
}
