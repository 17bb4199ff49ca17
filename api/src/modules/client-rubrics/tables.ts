import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { id, instant, money } from '../../db/columns.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { rubrics } from '../setup/tables.ts';
import { users } from '../users/tables.ts';

/** A rubric charged to a client ("Outros Pagamentos"); the price is copied so later price changes leave it alone. */
export const clientRubrics = pgTable(
  'client_rubrics',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    rubricId: integer('rubric_id')
      .notNull()
      .references(() => rubrics.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    quantity: integer('quantity').notNull().default(1),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').generatedAlwaysAs(
      (): SQL => sql`${clientRubrics.unitPrice} * ${clientRubrics.quantity}`,
    ),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Set when an administrator reverses (deletes) the charge: it stays for the record, the debit is undone. */
    reversedAt: instant('reversed_at'),
    reversedBy: integer('reversed_by').references(() => users.id),
  },
  (t) => [
    index('client_rubrics_client_id_idx').on(t.clientId),
    index('client_rubrics_reversed_by_idx').on(t.reversedBy),
    index('client_rubrics_rubric_id_idx').on(t.rubricId),
    index('client_rubrics_contract_id_idx').on(t.contractId),
    index('client_rubrics_created_by_idx').on(t.createdBy),
    check('client_rubrics_quantity_check', sql`${t.quantity} > 0`),
    check('client_rubrics_unit_price_check', sql`${t.unitPrice} >= 0`),
  ],
);
