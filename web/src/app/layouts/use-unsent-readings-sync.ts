import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { unsentReadings } from '../../lib/reading-queue.ts';

/**
 * The offline route's readings go up when the app opens and when the browser comes back online, whatever screen is
 * shown (docs/domain.md "Offline reading route"). The route's code (and its IndexedDB library) loads only when this
 * phone has readings waiting.
 */
export function useUnsentReadingsSync(): void {
  const client = useApolloClient();
  useEffect(() => {
    const run = () => {
      if (!navigator.onLine || unsentReadings() === 0) return;
      void import('../../features/reading-route/route-sender.ts')
        .then(({ syncOnOpen }) => syncOnOpen(client))
        .catch(() => undefined);
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [client]);
}
