import { messages } from '@agua/domain/messages';
import { SignalSlashIcon } from '@heroicons/react/24/outline';
import { useOnline } from '../lib/use-online.ts';

/**
 * Says plainly, on every screen, that the browser is offline: the pages already loaded (and, with the service
 * worker, the app itself) still open, but nothing is fetched or saved until the network is back. Nothing is queued
 * to be sent later behind the user's back.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex items-start gap-2 border-t border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 shadow-lg dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <SignalSlashIcon aria-hidden="true" className="size-5 shrink-0" />
      <span>{messages.connectivity.offline}</span>
    </div>
  );
}
