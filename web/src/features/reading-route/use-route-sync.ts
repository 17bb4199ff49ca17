import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { SendReadingBatchMutation } from './reading-route-query.ts';
import type { StoredCapture } from './route-db.ts';
import { type SendBatch, type SyncOutcome, syncQueue } from './route-sync.ts';

/** While the route is open, the queue is also tried this often: a link that comes back says nothing sometimes. */
const RETRY_MS = 60_000;

const asInput = (capture: StoredCapture) => ({
  clientReadingId: capture.clientReadingId,
  meterId: capture.meterId,
  readingYear: capture.readingYear,
  readingMonth: capture.readingMonth,
  currentReading: capture.currentReading,
  anomalyCode: capture.anomalyCode,
  note: capture.note,
  latitude: capture.latitude,
  longitude: capture.longitude,
  accuracyMeters: capture.accuracyMeters,
  capturedAt: capture.capturedAt,
});

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
    const send: SendBatch = async (captures) => {
      const { data } = await client.mutate({
        mutation: SendReadingBatchMutation,
        variables: { input: { readings: captures.map(asInput) } },
        context: { toast: false },
      });
      const payload = data?.sendReadingBatch;
      if (!payload) return null;
      // The whole batch refused (a rule of the batch itself): each reading shows the reason.
      if (payload.message) {
        return captures.map((capture) => ({
          clientReadingId: capture.clientReadingId,
          outcome: 'REFUSED' as const,
          message: payload.message,
        }));
      }
      return payload.results;
    };
    setSyncing(true);
    try {
      setLast(await syncQueue(send));
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
