import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap, throwError } from 'rxjs';
import type { ToastRequest } from '../notifications.ts';
import type { SessionManager } from '../session/session-manager.ts';
import { errorToastMessage, isUnauthenticated } from './error-status.ts';
import { PUBLIC_OPERATIONS } from './operation-context.ts';

/** The bearer token an operation was sent with (set by the auth link). */
function sentToken(headers: Record<string, string> | undefined): string | undefined {
  return headers?.authorization?.replace(/^Bearer\s+/i, '');
}

/**
 * Two jobs on a failed operation:
 * - UNAUTHENTICATED (the token expired between renewals, e.g. after the laptop slept; or the session was ended
 *   elsewhere — Terminar in Definições, a password reset): renew the session once and replay the operation, so the
 *   user does not notice. If renewal is refused the session manager ends the session and the app goes to the login
 *   page.
 * - otherwise, raise the HTTP status toast (texts in the catalogue's http area), unless the screen handles the failure itself.
 */
export function createErrorLink(session: SessionManager, notify: (toast: ToastRequest) => void): ErrorLink {
  return new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext();
    const isPublic = PUBLIC_OPERATIONS.has(operation.operationName ?? '');

    if (isUnauthenticated(error) && !isPublic && !context.retriedAfterRefresh) {
      operation.setContext({ retriedAfterRefresh: true });
      return from(session.refresh(sentToken(context.headers))).pipe(
        mergeMap((renewed) => (renewed ? forward(operation) : throwError(() => error))),
      );
    }

    const wantsToast = context.toast ?? operation.operationType === 'query';
    if (wantsToast && !isPublic) notify({ type: 'error', message: errorToastMessage(error) });
  });
}
