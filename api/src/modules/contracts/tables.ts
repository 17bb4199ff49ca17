import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { day, id, money, timestamps } from '../../db/columns.ts';
import { clients } from '../clients/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { contractTypes } from '../setup/tables.ts';

/**
 * contractStatus is 1 (active) or 0 (inactive), as the seed's client sends it. balance is the client's account
 * outside open invoices (positive = credit, negative = debt) and always equals the sum of its ledger entries.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    meterId: integer('meter_id')
      .notNull()
      .references(() => clientMeters.id),
    contractTypeId: integer('contract_type_id')
      .notNull()
      .references(() => contractTypes.id),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    description: text('description'),
    contractStatus: smallint('contract_status').notNull().default(1),
    balance: money('balance').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('contracts_client_id_idx').on(t.clientId),
    index('contracts_meter_id_idx').on(t.meterId),
    index('contracts_contract_type_id_idx').on(t.contractTypeId),
    index('contracts_status_idx').on(t.contractStatus),
    uniqueIndex('contracts_active_meter_unique').on(t.meterId).where(sql`${t.contractStatus} = 1`),
    check('contracts_status_check', sql`${t.contractStatus} in (0, 1)`),
    check('contracts_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);
