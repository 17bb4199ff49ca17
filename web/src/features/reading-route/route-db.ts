import Dexie, { type EntityTable, type Table } from 'dexie';
import { ROUTE_DATABASE, setUnsentReadings } from '../../lib/reading-queue.ts';

// The phone's copy of a reading route and the readings taken on it, in IndexedDB (Dexie), so both survive a reload,
// a closed tab and hours without network (docs/domain.md "Offline reading route").

export interface StoredAnomaly {
  code: string;
  description: string;
  withReading: boolean;
}

/** A downloaded route: a zone's month. */
export interface StoredRoute {
  /** zoneId:YYYY-MM */
  key: string;
  zoneId: string;
  zoneName: string;
  month: string;
  readingYear: number;
  readingMonth: number;
  downloadedAt: string;
  anomalies: StoredAnomaly[];
}

/** One house of a route, at its position in route order. */
export interface StoredStop {
  routeKey: string;
  position: number;
  meterId: string;
  serial: string;
  client: string;
  address: string;
  previous: number;
  low: number;
  high: number;
}

/** QUEUED: waiting to be sent; SENT: the server has it; REFUSED: the server said why (message). */
export type CaptureStatus = 'QUEUED' | 'SENT' | 'REFUSED';

/** A reading taken on the phone, with the id it will be stored once by. */
export interface StoredCapture {
  clientReadingId: string;
  routeKey: string;
  meterId: string;
  readingYear: number;
  readingMonth: number;
  currentReading: number | null;
  anomalyCode: string | null;
  note: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracyMeters: number | null;
  capturedAt: string;
  status: CaptureStatus;
  message: string | null;
  /** The photo of the register (photo.ts, ≤ 200 KB), until the api has it. */
  photo?: Blob | null;
}

/**
 * The access token the service worker sends the queue with when Background Sync wakes it (background-sync.ts,
 * public/reading-sync-sw.js); one row, replaced at each reading queued.
 */
export interface StoredSyncAuth {
  id: 'session';
  token: string;
  /** Epoch milliseconds: the worker does not use it after. */
  expiresAt: number;
}

class RouteDatabase extends Dexie {
  routes!: EntityTable<StoredRoute, 'key'>;
  stops!: Table<StoredStop, [string, number]>;
  captures!: EntityTable<StoredCapture, 'clientReadingId'>;
  syncAuth!: EntityTable<StoredSyncAuth, 'id'>;

  constructor() {
    super(ROUTE_DATABASE);
    this.version(1).stores({
      routes: 'key, downloadedAt',
      stops: '[routeKey+position], routeKey',
      captures: 'clientReadingId, routeKey, status',
    });
    // Background Sync's token (background-sync.ts); the worker reads these stores by name, without Dexie.
    this.version(2).stores({ syncAuth: 'id' });
  }
}

export const routeDb = new RouteDatabase();

/** Refreshes the sign-out's count (lib/reading-queue.ts) from the database. */
export async function countUnsent(): Promise<number> {
  const count = await routeDb.captures.where('status').anyOf('QUEUED', 'REFUSED').count();
  setUnsentReadings(count);
  return count;
}
