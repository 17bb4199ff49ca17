import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant, money } from '../../db/columns.ts';
import { users } from '../users/tables.ts';

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
