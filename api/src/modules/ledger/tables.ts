import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant, money, oneOf } from '../../db/columns.ts';
import { LEDGER_KINDS } from '../../db/enums.ts';
import { contracts } from '../contracts/tables.ts';
import { users } from '../users/tables.ts';

/**
 * Every change of a contract balance, written in the same transaction as the change: amount > 0 credits the
 * client, amount < 0 debits. contracts.balance = Σ amount, always. reference names the cause ("receipt:12");
 * note is the reason a person gave (an administrator's balance adjustment).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull(),
    userId: integer('user_id').references(() => users.id),
    note: text('note'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_contract_id_idx').on(t.contractId),
    index('ledger_entries_user_id_idx').on(t.userId),
    index('ledger_entries_kind_idx').on(t.kind),
    // A cut's reconnection fee is charged once (reference "cut:<id>").
    uniqueIndex('ledger_entries_reconnection_fee_unique')
      .on(t.reference)
      .where(sql`${t.kind} = 'RECONNECTION_FEE'`),
    check('ledger_entries_kind_check', oneOf(t.kind, LEDGER_KINDS)),
  ],
);
