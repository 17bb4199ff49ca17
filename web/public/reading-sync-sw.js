// Background Sync of the offline reading route (docs/domain.md "Offline reading route"), loaded into the service
// worker Workbox generates (vite.config.ts `importScripts`). Chromium fires `sync` with this tag once the network is
// back, even with the app closed; the page registers it when a reading is queued
// (src/features/reading-route/background-sync.ts). The handler does what src/features/reading-route/route-sync.ts
// does for the values (photos wait for the app): the queued readings, oldest first, in batches through the gateway's
// sendReadingBatch, each answer kept on its reading, under the same Web Lock so the app and the worker never send at
// once. Plain IndexedDB: the worker does not load the app's Dexie, and reads its stores by name (route-db.ts).

const READING_SYNC_TAG = 'agua-readings';
const DATABASE = 'agua-reading-route';
/** route-sync.ts SYNC_BATCH. */
const BATCH = 25;

const SEND_READING_BATCH = `mutation SendReadingBatch($input: SendReadingBatchInput!) {
  sendReadingBatch(input: $input) { results { clientReadingId outcome message } message }
}`;

self.addEventListener('sync', (event) => {
  if (event.tag !== READING_SYNC_TAG) return;
  event.waitUntil(withLock(sendQueuedReadings));
});

function withLock(task) {
  const locks = self.navigator.locks;
  return locks ? locks.request('agua-reading-sync', task) : task();
}

function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(transaction) {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

/** The app's database as it is; null before the app made it (or before the version with the worker's token). */
async function openRoute() {
  const request = indexedDB.open(DATABASE);
  // Never create it here: the app (Dexie) owns its versions.
  request.onupgradeneeded = () => request.transaction.abort();
  const db = await done(request).catch(() => null);
  if (db && !db.objectStoreNames.contains('syncAuth')) {
    db.close();
    return null;
  }
  return db;
}

const asInput = (capture) => ({
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
 * Sends the queue. A network failure rejects, so the browser tries again later; an answer that is no answer (an
 * expired session, a gateway error) stops quietly: the app sends the rest when it opens.
 */
async function sendQueuedReadings() {
  const db = await openRoute();
  if (!db) return;
  try {
    const auth = await done(db.transaction('syncAuth').objectStore('syncAuth').get('session'));
    if (!auth || auth.expiresAt <= Date.now() + 5_000) return;
    const queued = await done(
      db.transaction('captures').objectStore('captures').index('status').getAll('QUEUED'),
    );
    queued.sort((a, b) => (a.capturedAt < b.capturedAt ? -1 : a.capturedAt > b.capturedAt ? 1 : 0));
    for (let start = 0; start < queued.length; start += BATCH) {
      const batch = queued.slice(start, start + BATCH);
      const results = await send(batch, auth.token);
      if (!results) return;
      await keepAnswers(db, results);
    }
  } finally {
    db.close();
  }
}

/** One batch through the gateway; null when it answered without results. */
async function send(batch, token) {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: SEND_READING_BATCH,
      variables: { input: { readings: batch.map(asInput) } },
    }),
  });
  if (!response.ok) return null;
  const payload = (await response.json())?.data?.sendReadingBatch;
  if (!payload) return null;
  // A batch refused whole refuses each of its readings (route-sender.ts batchSender).
  if (payload.message)
    return batch.map((capture) => ({
      clientReadingId: capture.clientReadingId,
      outcome: 'REFUSED',
      message: payload.message,
    }));
  return payload.results;
}

/** Each answer on its reading: SENT, or REFUSED with the server's reason; a reading gone meanwhile stays gone. */
async function keepAnswers(db, results) {
  const transaction = db.transaction('captures', 'readwrite');
  const captures = transaction.objectStore('captures');
  for (const result of results) {
    const capture = await done(captures.get(result.clientReadingId));
    if (!capture) continue;
    const refused = result.outcome === 'REFUSED';
    captures.put({
      ...capture,
      status: refused ? 'REFUSED' : 'SENT',
      message: refused ? result.message : null,
    });
  }
  await committed(transaction);
}
