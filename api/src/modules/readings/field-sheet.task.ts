import type { Actor } from '../../http/actor.ts';
import { workerDatabase } from '../../workers/database.ts';
import { refusable } from '../../workers/refusal.ts';
import { createFieldSheetService, type Period, type RowError } from './field-sheet.ts';
import { readFieldSheet, type SheetKind } from './sheet/read.ts';
import { streamToBuffer, writeFieldSheet } from './sheet/write.ts';

// The readings area's heavy work, run in the api's worker threads on their own connections (workers/database.ts):
// a field sheet's 50,000 rows are parsed, checked against the database and written, or read and written as .xlsx,
// without ever crossing into the thread answering staff. workers/pool.ts runs a task by this file's URL and the
// export's name (file-routes.ts does); a refusal (a Portuguese 4xx) comes back as data and is raised again there.

/**
 * An uploaded field sheet, read and imported here whole (field-sheet.ts `importRows`). The new readings' ids come
 * back as one flat array.
 */
export const importFieldSheet = refusable(
  async (task: {
    file: Uint8Array;
    kind: SheetKind;
    period: Period;
    actor: Actor;
    databaseUrl: string;
  }): Promise<
    | { ok: true; created: number; skipped: number; smsQueued: number; readingIds: Int32Array }
    | { ok: false; errors: RowError[] }
  > => {
    const { file, kind, period, actor, databaseUrl } = task;
    const rows = await readFieldSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength), kind);
    const result = await createFieldSheetService(await workerDatabase(databaseUrl)).importRows(
      rows,
      period,
      actor,
    );
    if (!result.ok) return result;
    return { ...result, readingIds: Int32Array.from(result.readingIds) };
  },
);

/** A zone's field sheet (.xlsx): its rows read here (field-sheet.ts `exportRows`) and the file written whole. */
export const exportFieldSheet = refusable(
  async (task: {
    zoneId: number;
    period: Period;
    onlyUnread: boolean;
    databaseUrl: string;
  }): Promise<{ bytes: Uint8Array; designation: string; description: string }> => {
    const service = createFieldSheetService(await workerDatabase(task.databaseUrl));
    const { zone, rows } = await service.exportRows(task.zoneId, task.period, task.onlyUnread);
    const bytes = new Uint8Array(await streamToBuffer(writeFieldSheet(rows, task.period, zone.designation)));
    return { bytes, ...zone };
  },
);
