import { countUnsent, routeDb, type StoredCapture } from './route-db.ts';

/**
 * Readings per call. The api stores a batch's readings one after another (api/src/modules/readings/batch.ts), about
 * 0.1 s each on a busy server: a call of 100 could outlast the gateway's 30 s wait for the api
 * (gateway/src/rest/client.ts) and come back as a failure though stored; 25 answer in seconds.
 */
export const SYNC_BATCH = 25;

/**
 * Calls in flight at once: one at a time leaves the database's other connections idle and waits a round trip
 * between calls; a few at once overlap both (docs/performance.md "Readings", the offline route's sync).
 */
export const SYNC_PARALLEL = 3;

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
  const batches: StoredCapture[][] = [];
  for (let start = 0; start < queued.length; start += SYNC_BATCH)
    batches.push(queued.slice(start, start + SYNC_BATCH));
  // Up to SYNC_PARALLEL lanes take the next batch, oldest first; one that does not get through stops them all
  // (the link is down: the rest waits for the next try).
  let next = 0;
  const lane = async () => {
    while (outcome.complete && next < batches.length) {
      const batch = batches[next++]!;
      const results = await send(batch).catch(() => null);
      if (!results) {
        outcome.complete = false;
        return;
      }
      await keepAnswers(results, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SYNC_PARALLEL, batches.length) }, lane));
  await countUnsent();
  return outcome;
}

/** Each answer on its reading: SENT, or REFUSED with the server's reason. */
async function keepAnswers(results: SentResult[], outcome: SyncOutcome): Promise<void> {
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
