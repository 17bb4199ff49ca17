import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { batchSender, photoSender } from './route-sender.ts';
import { type SyncOutcome, syncQueue } from './route-sync.ts';

/** While the route is open, the queue is also tried this often: a link that comes back says nothing sometimes. */
const RETRY_MS = 60_000;

/**
 * Sends the phone's queued readings (route-sync.ts) when the screen opens, when the browser says it is online
 * again, after each reading recorded, and every minute meanwhile; never while the browser knows it is offline.
 */
export function useRouteSync() {
  const client = useApolloClient();
  const [syncing, setSyncing] = useState(false);
  const [last, setLast] = useState<SyncOutcome | null>(null);

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    setSyncing(true);
    try {
      setLast(await syncQueue(batchSender(client), photoSender(client)));
    } finally {
      setSyncing(false);
    }
  }, [client]);

  useEffect(() => {
    void sync();
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [sync]);

  return { syncing, last, sync };
}
