import {
  type ImportCells,
  type ImportMode,
  type ImportResultResponse,
  MAX_LISTED_ERRORS,
} from '@agua/domain/contracts/import';
import { messages } from '@agua/domain/messages';
import { toMeticais } from '@agua/domain/money';
import { UNFINISHED_FAILED_DAYS } from '@agua/domain/rules/unfinished-imports';
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/tables.ts';
import { type CheckedFile, checkImportRows } from './check.ts';
import { storeImport, totalsOf } from './commit.ts';
import { clientImportJobs, clientImports } from './tables.ts';

// Importar Dados (docs/domain.md "Importing existing books"): the upload checks a file and saves nothing (a dry
// run, or a commit's first look before it is queued); the commit job checks again inside its one transaction,
// under a lock that lets one import run at a time, and stores every row or none.

const r = messages.imports.rules;

/** pg_advisory_xact_lock key of imports ("agua.import"): two commits of one file cannot both pass the check. */
const IMPORT_LOCK = sql`select pg_advisory_xact_lock(hashtext('agua.import'))`;

/** Import jobs with what they saved and who sent them, as GET /import/clients/{id} and the unfinished list answer them. */
function selectJobs(db: Database) {
  return db
    .select({
      job: {
        id: clientImportJobs.id,
        fileName: clientImportJobs.fileName,
        state: clientImportJobs.state,
        rowsTotal: clientImportJobs.rowsTotal,
        rowsDone: clientImportJobs.rowsDone,
        reason: clientImportJobs.reason,
        errorCount: clientImportJobs.errorCount,
        errors: clientImportJobs.errors,
        createdAt: clientImportJobs.createdAt,
        finishedAt: clientImportJobs.finishedAt,
      },
      saved: clientImports,
      createdByName: users.name,
    })
    .from(clientImportJobs)
    .leftJoin(clientImports, eq(clientImports.id, clientImportJobs.id))
    .leftJoin(users, eq(users.id, clientImportJobs.createdBy))
    .$dynamic();
}

/** The report of a checked file: its rows, their problems, what a commit of it creates. */
export function reportOf(
  checked: CheckedFile,
  mode: ImportMode,
  rows: number,
  importId: number | null,
): ImportResultResponse {
  const totals = totalsOf(checked.rows);
  return {
    mode,
    committed: importId !== null,
    importId,
    rows,
    errorCount: checked.errors.length,
    errors: checked.errors.slice(0, MAX_LISTED_ERRORS),
    clients: importId === null ? 0 : totals.clients,
    openingCredit: toMeticais(totals.openingCredit),
    openingDebt: toMeticais(totals.openingDebt),
  };
}

export function createImportsService(db: Database) {
  return {
    /** Every problem of the file, saving nothing. */
    async check(cells: readonly ImportCells[], mode: ImportMode): Promise<ImportResultResponse> {
      return reportOf(await checkImportRows(db, cells), mode, cells.length, null);
    },

    /**
     * The commit job's one transaction (jobs.ts): nothing when the import is already finished (the id is the key);
     * otherwise the check again, then FALHOU with the rows' problems, or every row stored and CONCLUIDA — the state
     * written with the rows, so a transaction that dies leaves neither. Progress goes through `onProgress`, which
     * writes outside this transaction.
     */
    async commit(
      importId: number,
      cells: readonly ImportCells[],
      file: { fileName: string; checksum: string },
      userId: number | null,
      onProgress: (rowsDone: number) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(IMPORT_LOCK);
        const [job] = await tx
          .select({ state: clientImportJobs.state })
          .from(clientImportJobs)
          .where(eq(clientImportJobs.id, importId));
        if (!job || job.state === 'CONCLUIDA' || job.state === 'FALHOU') return;
        const checked = await checkImportRows(tx, cells);
        if (checked.errors.length > 0) {
          await tx
            .update(clientImportJobs)
            .set({
              state: 'FALHOU',
              reason: r.rowsRefused(checked.errors.length),
              errorCount: checked.errors.length,
              errors: checked.errors.slice(0, MAX_LISTED_ERRORS),
              rowsDone: 0,
              file: null,
              finishedAt: new Date(),
            })
            .where(eq(clientImportJobs.id, importId));
          return;
        }
        await storeImport(tx, checked.rows, { importId, ...file }, userId, onProgress);
        await tx
          .update(clientImportJobs)
          .set({ state: 'CONCLUIDA', rowsDone: cells.length, file: null, finishedAt: new Date() })
          .where(eq(clientImportJobs.id, importId));
      });
    },

    /** The committed imports, newest first (Importações anteriores). */
    async list(limit: number) {
      return db
        .select({ row: clientImports, createdByName: users.name })
        .from(clientImports)
        .leftJoin(users, eq(users.id, clientImports.createdBy))
        .orderBy(desc(clientImports.id))
        .limit(limit);
    },

    /** One import's job: its state and progress, with the saved import once done. */
    async findJob(importId: number) {
      const [found] = await selectJobs(db).where(eq(clientImportJobs.id, importId));
      return found;
    },

    /**
     * The imports staff may have left behind: queued or running, and those that failed in the last
     * UNFINISHED_FAILED_DAYS days, newest first (docs/domain.md "Importing existing books").
     */
    async unfinishedJobs(limit: number) {
      return selectJobs(db)
        .where(
          or(
            inArray(clientImportJobs.state, ['EM_FILA', 'A_IMPORTAR']),
            and(
              eq(clientImportJobs.state, 'FALHOU'),
              gt(clientImportJobs.finishedAt, sql`now() - make_interval(days => ${UNFINISHED_FAILED_DAYS})`),
            ),
          ),
        )
        .orderBy(desc(clientImportJobs.id))
        .limit(limit);
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
