import {
  type ImportCells,
  type ImportMode,
  type ImportResultResponse,
  MAX_LISTED_ERRORS,
} from '@agua/domain/contracts/import';
import { toMeticais } from '@agua/domain/money';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/tables.ts';
import { checkImportRows } from './check.ts';
import { storeImport, totalsOf } from './commit.ts';
import { clientImports } from './tables.ts';

// Importar Dados (docs/domain.md "Importing existing books"): a dry run checks and saves nothing; a commit checks
// again inside its one transaction, under a lock that lets one import run at a time, and stores every row or none.

/** pg_advisory_xact_lock key of imports ("agua.import"): two commits of one file cannot both pass the check. */
const IMPORT_LOCK = sql`select pg_advisory_xact_lock(hashtext('agua.import'))`;

export interface ImportFile {
  fileName: string;
  checksum: string;
}

export function createImportsService(db: Database) {
  return {
    async run(
      cells: readonly ImportCells[],
      mode: ImportMode,
      file: ImportFile,
      userId: number,
    ): Promise<ImportResultResponse> {
      const answer = (
        checked: Awaited<ReturnType<typeof checkImportRows>>,
        importId: number | null,
      ): ImportResultResponse => {
        const totals = totalsOf(checked.rows);
        return {
          mode,
          committed: importId !== null,
          importId,
          rows: cells.length,
          errorCount: checked.errors.length,
          errors: checked.errors.slice(0, MAX_LISTED_ERRORS),
          clients: importId === null ? 0 : totals.clients,
          openingCredit: toMeticais(totals.openingCredit),
          openingDebt: toMeticais(totals.openingDebt),
        };
      };
      if (mode === 'DRY_RUN') return answer(await checkImportRows(db, cells), null);
      return db.transaction(async (tx) => {
        await tx.execute(IMPORT_LOCK);
        const checked = await checkImportRows(tx, cells);
        if (checked.errors.length > 0) return answer(checked, null);
        return answer(checked, await storeImport(tx, checked.rows, file, userId));
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
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
