import type { Centavos } from '@agua/domain/money';
import type { LedgerKind } from '../db/enums.ts';
import type { clientRubrics } from '../modules/client-rubrics/tables.ts';
import type { clients } from '../modules/clients/tables.ts';
import type { contracts } from '../modules/contracts/tables.ts';
import type { cuts } from '../modules/cuts/tables.ts';
import type { invoices } from '../modules/invoices/tables.ts';
import type { ledgerEntries } from '../modules/ledger/tables.ts';
import type { clientMeters } from '../modules/meters/tables.ts';
import type { readings } from '../modules/readings/tables.ts';
import type { receipts } from '../modules/receipts/tables.ts';
import type { suspensions } from '../modules/suspensions/tables.ts';
import type { Period } from './calendar.ts';
import type { Random } from './prng.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The demo as plain rows with fixed ids, in the order they are inserted. */
export interface DemoPlan {
  clients: Insert<typeof clients>[];
  meters: Insert<typeof clientMeters>[];
  contracts: Insert<typeof contracts>[];
  readings: Insert<typeof readings>[];
  receipts: Insert<typeof receipts>[];
  invoices: Insert<typeof invoices>[];
  clientRubrics: Insert<typeof clientRubrics>[];
  ledger: Insert<typeof ledgerEntries>[];
  cuts: Insert<typeof cuts>[];
  suspensions: Insert<typeof suspensions>[];
}

export type InvoiceRow = Insert<typeof invoices>;

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
