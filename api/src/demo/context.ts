import type { Centavos } from '@agua/domain/money';
import type { LedgerKind } from '../db/enums.ts';
import type * as schema from '../db/schema.ts';
import type { Period } from './calendar.ts';
import type { Random } from './prng.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The demo as plain rows with fixed ids, in the order they are inserted. */
export interface DemoPlan {
  clients: Insert<typeof schema.clients>[];
  meters: Insert<typeof schema.clientMeters>[];
  contracts: Insert<typeof schema.contracts>[];
  readings: Insert<typeof schema.readings>[];
  receipts: Insert<typeof schema.receipts>[];
  invoices: Insert<typeof schema.invoices>[];
  clientRubrics: Insert<typeof schema.clientRubrics>[];
  ledger: Insert<typeof schema.ledgerEntries>[];
  cuts: Insert<typeof schema.cuts>[];
  suspensions: Insert<typeof schema.suspensions>[];
}

export type InvoiceRow = Insert<typeof schema.invoices>;

export const ADMIN_ID = 1;
export const TECH_ID = 2;

/** What every planning step shares: the generator, the calendar and the rows planned so far. */
export interface PlanContext {
  random: Random;
  plan: DemoPlan;
  /** Today in Maputo (YYYY-MM-DD): nothing is paid after it. */
  today: string;
  current: Period;
  /** The months of history, oldest first, ending last month. */
  months: Period[];
}

export function addLedger(
  { plan }: PlanContext,
  entry: {
    contractId: number;
    kind: LedgerKind;
    amount: Centavos;
    reference: string;
    at: Date;
    userId?: number;
  },
): void {
  const { at, userId = ADMIN_ID, ...fields } = entry;
  plan.ledger.push({ ...fields, userId, createdAt: at });
}
