import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, oneOf } from '../../db/columns.ts';
import { users } from '../users/tables.ts';

export const BACKUP_TRIGGERS = ['SCHEDULED', 'MANUAL'] as const;
export const BACKUP_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;

/**
 * The snapshots asked for (docs/domain.md "Backups"): by the daily schedule or an administrator, taken by the job
 * queue (backup-queue.ts); the file is `file_name` in the backups folder. Left out of the snapshots (snapshot.ts).
 */
export const backups = pgTable(
  'backups',
  {
    id: id(),
    trigger: text('trigger', { enum: BACKUP_TRIGGERS }).notNull(),
    status: text('status', { enum: BACKUP_STATUSES }).notNull().default('QUEUED'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    createdAt: instant('created_at').notNull().defaultNow(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    durationMs: integer('duration_ms'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    checksum: text('checksum'),
    tables: integer('tables'),
    rows: bigint('rows', { mode: 'number' }),
    encrypted: boolean('encrypted').notNull().default(false),
    error: text('error'),
  },
  (t) => [
    index('backups_requested_by_idx').on(t.requestedBy),
    // One backup at a time (service.ts answers a second request 409).
    uniqueIndex('backups_one_in_flight').on(sql`(true)`).where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
    check('backups_trigger_check', oneOf(t.trigger, BACKUP_TRIGGERS)),
    check('backups_status_check', oneOf(t.status, BACKUP_STATUSES)),
  ],
);
