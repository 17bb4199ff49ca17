import { countUnsent, routeDb, type StoredCapture } from './route-db.ts';

/** Readings per call: well under the api's 500, so one call stays small on a slow link. */
export const SYNC_BATCH = 100;

export interface SentResult {
  clientReadingId: string;
  outcome: 'CREATED' | 'ALREADY_RECORDED' | 'REFUSED';
  message: string | null;
}

/** Sends one batch; null when it did not reach the server (offline, timeout): the readings stay queued. */
export type SendBatch = (captures: StoredCapture[]) => Promise<SentResult[] | null>;

/** Sends the photo of a stored reading; false when it did not get through (it is tried again next time). */
export type SendPhoto = (capture: StoredCapture) => Promise<boolean>;

export interface SyncOutcome {
  sent: number;
  refused: number;
  /** False when a batch did not get through: the rest waits for the next try. */
  complete: boolean;
}

let running: Promise<SyncOutcome> | undefined;

/**
 * Sends the queued readings in batches, oldest first, and keeps each answer on its reading: accepted ones (stored
 * now or before — the same id is stored once) are SENT, refused ones keep the server's Portuguese reason until the
 * reader fixes or discards them. One run at a time in a tab, and across tabs where the browser has Web Locks; a
 * reading two tabs both send is stored once anyway (docs/domain.md "Offline reading route").
 */
export function syncQueue(send: SendBatch, sendPhoto?: SendPhoto): Promise<SyncOutcome> {
  running ??= withLock(async () => {
    const outcome = await run(send);
    if (sendPhoto) await sendPhotos(sendPhoto);
    return outcome;
  }).finally(() => {
    running = undefined;
  });
  return running;
}

function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('agua-reading-sync', task) as Promise<T>) : task();
}

async function run(send: SendBatch): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: 0, refused: 0, complete: true };
  const queued = await routeDb.captures.where('status').equals('QUEUED').sortBy('capturedAt');
  for (let start = 0; start < queued.length; start += SYNC_BATCH) {
    const batch = queued.slice(start, start + SYNC_BATCH);
    const results = await send(batch).catch(() => null);
    if (!results) {
      outcome.complete = false;
      break;
    }
    await routeDb.transaction('rw', routeDb.captures, async () => {
      for (const result of results) {
        const refused = result.outcome === 'REFUSED';
        // A reading fixed or discarded meanwhile is gone: its answer changes nothing.
        await routeDb.captures.update(result.clientReadingId, {
          status: refused ? 'REFUSED' : 'SENT',
          message: refused ? result.message : null,
        });
        if (refused) outcome.refused += 1;
        else outcome.sent += 1;
      }
    });
  }
  await countUnsent();
  return outcome;
}

/** The photos of readings the server has: each once, then dropped from the phone. */
async function sendPhotos(sendPhoto: SendPhoto): Promise<void> {
  const withPhoto = await routeDb.captures
    .where('status')
    .equals('SENT')
    .filter((capture) => Boolean(capture.photo))
    .toArray();
  for (const capture of withPhoto) {
    if (!(await sendPhoto(capture).catch(() => false))) return;
    await routeDb.captures.update(capture.clientReadingId, { photo: null });
  }
}
