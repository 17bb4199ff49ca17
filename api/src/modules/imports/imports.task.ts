import { createHash } from 'node:crypto';
import type { ImportMode, ImportResultResponse } from '@agua/domain/contracts/import';
import { type AuditContext, runAsAuditContext } from '../../db/audit-context.ts';
import { workerDatabase } from '../../workers/database.ts';
import { refusable } from '../../workers/refusal.ts';
import { type ImportFileKind, readImportFile } from './read.ts';
import { createImportsService } from './service.ts';

// The import's heavy work, run in the api's worker threads on their own connections (workers/database.ts): a
// 50,000-row file is read, checked and stored here, never on the event loop answering staff (routes.ts runs it
// through workers/pool.ts). The request's audit context travels with the task, so the import's audit row names who
// sent it, from where (db/audit-context.ts).

export const runImport = refusable(
  async (task: {
    file: Uint8Array;
    kind: ImportFileKind;
    fileName: string;
    mode: ImportMode;
    userId: number;
    audit: AuditContext;
    databaseUrl: string;
  }): Promise<ImportResultResponse> => {
    const file = Buffer.from(task.file.buffer, task.file.byteOffset, task.file.byteLength);
    const checksum = createHash('sha256').update(file).digest('hex');
    const cells = await readImportFile(file, task.kind);
    const service = createImportsService(await workerDatabase(task.databaseUrl));
    return runAsAuditContext(task.audit, () =>
      service.run(cells, task.mode, { fileName: task.fileName, checksum }, task.userId),
    );
  },
);
