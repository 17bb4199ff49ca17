import type { ReadingRouteResponse } from '@agua/domain/contracts/reading-route';
import { workerDatabase } from '../../workers/database.ts';
import { refusable } from '../../workers/refusal.ts';
import type { Period } from './field-sheet.ts';
import { readingRoute as selectRoute } from './route-queries.ts';

/** A zone's reading route (route-queries.ts), read in a worker thread: a large zone's rows never reach the event loop. */
export const readingRoute = refusable(
  async (task: { zoneId: number; period: Period; databaseUrl: string }): Promise<ReadingRouteResponse> =>
    selectRoute(await workerDatabase(task.databaseUrl), task.zoneId, task.period),
);
