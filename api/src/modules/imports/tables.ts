import type { ImportRowError, ImportState } from '@agua/domain/contracts/import';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AuditContext } from '../../db/audit-context.ts';
import { id, instant, money, oneOf } from '../../db/columns.ts';
import { users } from '../users/tables.ts';
import type { ImportFileKind } from './read.ts';

/**
 * One committed import of existing books (docs/domain.md "Importing existing books"): the file's name and SHA-256,
 * how many clients it created and the opening balances it brought in. Audited by its own trigger: this row's audit
 * entry stands for the import's client, meter, contract and ledger rows, written with the trail switched off
 * (migration 0019).
 */
export const clientImports = pgTable(
  'client_imports',
  {
    id: id(),
    fileName: text('file_name').notNull(),
    checksum: text('checksum').notNull(),
    clients: integer('clients').notNull(),
    openingCredit: money('opening_credit').notNull(),
    openingDebt: money('opening_debt').notNull(),
    firstClientId: integer('first_client_id'),
    lastClientId: integer('last_client_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('client_imports_created_by_idx').on(t.createdBy),
    index('client_imports_checksum_idx').on(t.checksum),
  ],
);

const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A committed upload waiting for, or done by, the job queue (migration 0027, import-queue.ts): the checked file,
 * who sent it (the audit context its client_imports row is written under), its state and progress. Its id is drawn
 * from client_imports' sequence: the import it commits is the client_imports row of the same id. The file is
 * dropped once the job is finished.
 */
export const clientImportJobs = pgTable(
  'client_import_jobs',
  {
    id: integer('id').primaryKey().default(sql`nextval('client_imports_id_seq')`),
    fileName: text('file_name').notNull(),
    checksum: text('checksum').notNull(),
    kind: text('kind').$type<ImportFileKind>().notNull(),
    file: bytes('file'),
    state: text('state').$type<ImportState>().notNull().default('EM_FILA'),
    rowsTotal: integer('rows_total').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    reason: text('reason'),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    audit: jsonb('audit').$type<AuditContext>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('client_import_jobs_created_by_idx').on(t.createdBy),
    check('client_import_jobs_state_check', oneOf(t.state, ['EM_FILA', 'A_IMPORTAR', 'CONCLUIDA', 'FALHOU'])),
    check('client_import_jobs_kind_check', oneOf(t.kind, ['csv', 'xlsx'])),
  ],
);
