import type { BackupResponse } from '@agua/domain/contracts/backup';
import type { BackupRow } from './service.ts';

export function toBackupResponse(row: BackupRow): BackupResponse {
  return {
    backupId: row.id,
    trigger: row.trigger,
    status: row.status,
    requestedByName: row.requestedByName,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    sizeBytes: row.sizeBytes,
    checksum: row.checksum,
    tables: row.tables,
    rows: row.rows,
    encrypted: row.encrypted,
    error: row.error,
  };
}
