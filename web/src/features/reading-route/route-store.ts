import { countUnsent, routeDb, type StoredAnomaly, type StoredCapture, type StoredStop } from './route-db.ts';

/** What the route query answers (reading-route-query.ts), as the phone keeps it. */
export interface DownloadedRoute {
  zoneId: string;
  zoneName: string;
  readingYear: number;
  readingMonth: number;
  stops: Omit<StoredStop, 'routeKey' | 'position'>[];
  anomalies: StoredAnomaly[];
}

/** A v4 UUID; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newReadingId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const routeKey = (zoneId: string, month: string) => `${zoneId}:${month}`;

/** Keeps a downloaded route, replacing its earlier copy; the readings already taken stay. */
export async function saveRoute(route: DownloadedRoute, month: string): Promise<void> {
  const key = routeKey(route.zoneId, month);
  await routeDb.transaction('rw', routeDb.routes, routeDb.stops, async () => {
    await routeDb.stops.where('routeKey').equals(key).delete();
    await routeDb.stops.bulkAdd(route.stops.map((stop, position) => ({ ...stop, routeKey: key, position })));
    await routeDb.routes.put({
      key,
      zoneId: route.zoneId,
      zoneName: route.zoneName,
      month,
      readingYear: route.readingYear,
      readingMonth: route.readingMonth,
      downloadedAt: new Date().toISOString(),
      anomalies: route.anomalies,
    });
  });
}

/**
 * Records a house's reading on the phone: a new id each time, replacing the house's reading not yet accepted (a
 * fix of a refused one, or a correction before it was sent).
 */
export async function recordCapture(
  capture: Omit<StoredCapture, 'clientReadingId' | 'status' | 'message' | 'capturedAt' | 'photo'> & {
    photo: Blob | null;
  },
): Promise<void> {
  await routeDb.transaction('rw', routeDb.captures, async () => {
    await routeDb.captures
      .where('routeKey')
      .equals(capture.routeKey)
      .filter((row) => row.meterId === capture.meterId && row.status !== 'SENT')
      .delete();
    await routeDb.captures.add({
      ...capture,
      clientReadingId: newReadingId(),
      capturedAt: new Date().toISOString(),
      status: 'QUEUED',
      message: null,
    });
  });
  await countUnsent();
}

/** Throws away a refused reading: the house is to read again. */
export async function discardCapture(clientReadingId: string): Promise<void> {
  await routeDb.captures.delete(clientReadingId);
  await countUnsent();
}
