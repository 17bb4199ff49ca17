import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupSettingsResponse } from '@agua/domain/contracts/backup';
import { fileStamp } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../../http/list-query.ts';
import { users } from '../users/tables.ts';
import { BACKUP_EXPIRE_SECONDS, type BackupJob } from './backup-queue.ts';
import { takeSnapshot } from './snapshot.ts';
import { backups } from './tables.ts';

/** Where and how this server keeps its backups (BACKUP_DIR, BACKUP_HOUR, BACKUP_KEEP, BACKUP_PASSPHRASE). */
export interface BackupOptions {
  directory: string;
  dailyHour: number | null;
  keep: number;
  passphrase?: string;
}

export type BackupRow = typeof backups.$inferSelect & { requestedByName: string | null };

const t = messages.backups.api;

/** agua-20261127-040000-12.backup: when it was asked for (Maputo time, as the office's clocks say) and its row. */
function fileNameOf(id: number, at: Date): string {
  return `agua-${fileStamp(at)}-${id}.backup`;
}

export function createBackupsService(
  db: Database,
  pool: pg.Pool,
  options: BackupOptions,
  log: FastifyBaseLogger,
  send: () => ((job: BackupJob) => Promise<void>) | undefined,
) {
  const columns = {
    id: backups.id,
    trigger: backups.trigger,
    status: backups.status,
    requestedBy: backups.requestedBy,
    fileName: backups.fileName,
    createdAt: backups.createdAt,
    startedAt: backups.startedAt,
    finishedAt: backups.finishedAt,
    durationMs: backups.durationMs,
    sizeBytes: backups.sizeBytes,
    checksum: backups.checksum,
    tables: backups.tables,
    rows: backups.rows,
    encrypted: backups.encrypted,
    error: backups.error,
    requestedByName: users.name,
  };

  async function find(id: number): Promise<BackupRow> {
    const [row] = await db
      .select(columns)
      .from(backups)
      .leftJoin(users, eq(users.id, backups.requestedBy))
      .where(eq(backups.id, id));
    if (!row) throw notFound(t.notFound);
    return row;
  }

  /**
   * A new QUEUED row, or undefined while another backup is queued or running (the unique index
   * backups_one_in_flight decides, so two requests at once make one). A row left RUNNING or QUEUED by a process that
   * died is failed first once it is older than the job's expiry.
   */
  async function claim(
    trigger: 'SCHEDULED' | 'MANUAL',
    requestedBy: number | null,
  ): Promise<number | undefined> {
    await db
      .update(backups)
      .set({ status: 'FAILED', finishedAt: new Date(), error: t.interrupted })
      .where(
        and(
          inArray(backups.status, ['QUEUED', 'RUNNING']),
          lt(backups.createdAt, sql`now() - make_interval(secs => ${BACKUP_EXPIRE_SECONDS})`),
        ),
      );
    const [row] = await db
      .insert(backups)
      .values({ trigger, requestedBy, encrypted: Boolean(options.passphrase) })
      .onConflictDoNothing()
      .returning({ id: backups.id });
    return row?.id;
  }

  /**
   * Marks the backup done and keeps the newest `keep` finished ones, in one transaction (the list never shows more);
   * the files of those dropped go afterwards.
   */
  async function finish(id: number, done: Partial<typeof backups.$inferInsert>): Promise<void> {
    const dropped = await db.transaction(async (tx) => {
      await tx
        .update(backups)
        .set({ ...done, status: 'DONE' })
        .where(eq(backups.id, id));
      const old = await tx
        .select({ id: backups.id, fileName: backups.fileName })
        .from(backups)
        .where(eq(backups.status, 'DONE'))
        .orderBy(desc(backups.id))
        .offset(options.keep);
      if (old.length > 0)
        await tx.delete(backups).where(
          inArray(
            backups.id,
            old.map((row) => row.id),
          ),
        );
      return old;
    });
    for (const row of dropped) {
      if (row.fileName) await rm(path.join(options.directory, row.fileName), { force: true });
    }
  }

  return {
    settings(): BackupSettingsResponse {
      return { dailyHour: options.dailyHour, keep: options.keep, encrypted: Boolean(options.passphrase) };
    },

    async list(query: { page?: number; size?: number }): Promise<Page<BackupRow>> {
      const size = query.size ?? DEFAULT_PAGE_SIZE;
      const rows = await db
        .select(columns)
        .from(backups)
        .leftJoin(users, eq(users.id, backups.requestedBy))
        .orderBy(desc(backups.id))
        .limit(size)
        .offset(((query.page ?? 1) - 1) * size);
      const [total] = await db.select({ n: count() }).from(backups);
      return { rows, total: total?.n ?? 0 };
    },

    find,

    /**
     * An administrator's request: a row QUEUED now, the snapshot by the job queue (never in the request). One at a
     * time: while one is queued or running, another is refused (409).
     */
    async request(actor: Actor): Promise<BackupRow> {
      const enqueue = send();
      if (!enqueue) throw new HttpError(503, t.queueUnavailable);
      const id = await claim('MANUAL', actor.userId);
      if (id === undefined) throw conflict(t.inFlight);
      try {
        await enqueue({ backupId: id });
      } catch (error) {
        await db
          .update(backups)
          .set({ status: 'FAILED', error: String(error), finishedAt: new Date() })
          .where(eq(backups.id, id));
        throw error;
      }
      return find(id);
    },

    /** The job: takes the snapshot into a new file, records what it wrote, and applies retention. */
    async run(job: BackupJob): Promise<BackupRow | undefined> {
      const id = job.backupId ?? (await claim('SCHEDULED', null));
      if (id === undefined) {
        log.warn('daily backup skipped: another one is queued or running');
        return undefined;
      }
      const startedAt = new Date();
      const fileName = fileNameOf(id, startedAt);
      await db.update(backups).set({ status: 'RUNNING', startedAt, fileName }).where(eq(backups.id, id));
      await mkdir(options.directory, { recursive: true, mode: 0o700 });
      const file = path.join(options.directory, fileName);
      const client = await pool.connect();
      try {
        const result = await takeSnapshot(client, file, options.passphrase);
        await finish(id, {
          finishedAt: new Date(),
          durationMs: result.durationMs,
          sizeBytes: result.size,
          checksum: result.checksum,
          tables: result.manifest.tables.length,
          rows: result.manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        });
        log.info({ backupId: id, fileName, ...result, manifest: undefined }, 'backup taken');
      } catch (error) {
        log.error({ err: error, backupId: id }, 'backup failed');
        await rm(file, { force: true });
        await db
          .update(backups)
          .set({
            status: 'FAILED',
            finishedAt: new Date(),
            error: String((error as Error)?.message ?? error),
          })
          .where(eq(backups.id, id));
      } finally {
        client.release();
      }
      return find(id);
    },

    /** The file of a finished backup, for its download. */
    async file(id: number): Promise<{ path: string; fileName: string; size: number }> {
      const row = await find(id);
      if (row.status !== 'DONE' || !row.fileName) throw conflict(t.notReady);
      const file = path.join(options.directory, row.fileName);
      const found = await stat(file).catch(() => undefined);
      if (!found) throw notFound(t.fileGone);
      return { path: file, fileName: row.fileName, size: found.size };
    },
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
