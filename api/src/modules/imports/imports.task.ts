import { createHash } from 'node:crypto';
import type { ImportMode, ImportResultResponse } from '@agua/domain/contracts/import';
import { runAsAuditContext } from '../../db/audit-context.ts';
import { workerDatabase } from '../../workers/database.ts';
import { refusable } from '../../workers/refusal.ts';
import { commitImportJob } from './jobs.ts';
import { type ImportFileKind, readImportFile } from './read.ts';
import { createImportsService } from './service.ts';

// The import's heavy work, run in the api's worker threads on their own connections (workers/database.ts): a
// 50,000-row file is read, checked and stored here, never on the event loop answering staff (routes.ts runs the
// check through workers/pool.ts, the job queue the commit: import-queue.ts).

/** Reads and checks an uploaded file, saving nothing: the dry run's answer, and a commit's before it is queued. */
export const checkImport = refusable(
  async (task: {
    file: Uint8Array;
    kind: ImportFileKind;
    mode: ImportMode;
    databaseUrl: string;
  }): Promise<ImportResultResponse & { checksum: string }> => {
    const file = Buffer.from(task.file.buffer, task.file.byteOffset, task.file.byteLength);
    const checksum = createHash('sha256').update(file).digest('hex');
    const cells = await readImportFile(file, task.kind);
    const service = createImportsService(await workerDatabase(task.databaseUrl));
    return { ...(await service.check(cells, task.mode)), checksum };
  },
);

/** The commit job of one import (jobs.ts), as its uploader: the import's audit row names who sent it, from where. */
export async function commitImport(task: { importId: number; databaseUrl: string }): Promise<void> {
  const db = await workerDatabase(task.databaseUrl);
  await commitImportJob(db, task.importId, (audit, work) => runAsAuditContext(audit, work));
}
