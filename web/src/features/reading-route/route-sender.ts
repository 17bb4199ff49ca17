import type { ApolloClient } from '@apollo/client';
import { toBase64 } from './photo.ts';
import { PutReadingPhotoMutation, SendReadingBatchMutation } from './reading-route-query.ts';
import type { StoredCapture } from './route-db.ts';
import { type SendBatch, type SendPhoto, type SyncOutcome, syncQueue } from './route-sync.ts';

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

/** Sends a batch through the gateway's sendReadingBatch; a batch refused whole refuses each of its readings. */
export function batchSender(client: ApolloClient): SendBatch {
  return async (captures) => {
    const { data } = await client.mutate({
      mutation: SendReadingBatchMutation,
      variables: { input: { readings: captures.map(asInput) } },
      context: { toast: false },
    });
    const payload = data?.sendReadingBatch;
    if (!payload) return null;
    if (payload.message) {
      return captures.map((capture) => ({
        clientReadingId: capture.clientReadingId,
        outcome: 'REFUSED' as const,
        message: payload.message,
      }));
    }
    return payload.results;
  };
}

/** Sends a stored reading's photo through putReadingPhoto. */
export function photoSender(client: ApolloClient): SendPhoto {
  return async (capture) => {
    if (!capture.photo) return true;
    const { data } = await client.mutate({
      mutation: PutReadingPhotoMutation,
      variables: {
        input: {
          clientReadingId: capture.clientReadingId,
          contentType: capture.photo.type || 'image/jpeg',
          data: await toBase64(capture.photo),
        },
      },
      context: { toast: false },
    });
    // A photo the api refuses (not an image, too large) would be refused again: it is dropped all the same.
    return Boolean(data?.putReadingPhoto);
  };
}

/**
 * The app's own sync when it opens or comes back online, whatever screen is shown (app/layouts/main-layout.tsx
 * loads this file only when the phone has readings waiting: lib/reading-queue.ts).
 */
export function syncOnOpen(client: ApolloClient): Promise<SyncOutcome> {
  return syncQueue(batchSender(client), photoSender(client));
}
