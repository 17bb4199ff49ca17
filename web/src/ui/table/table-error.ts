import { messages } from '@agua/domain/messages';
import type { ErrorLike } from '@apollo/client';
import { errorToastMessage } from '../../lib/apollo/error-status.ts';

const t = messages.connectivity;

/**
 * Why a list could not be loaded, in words the user can act on: offline, or the server's status text
 * ('Servidor Indisponível' when nothing answered). A list that failed must say so, not keep showing the previous
 * answer as if it were the answer to the new search.
 */
export function tableErrorText(error: ErrorLike, online: boolean = navigator.onLine): string {
  if (!online) return t.offlineReason;
  return `${t.loadFailed} ${errorToastMessage(error)}`;
}
