import { type Centavos, toCentavos } from '@agua/domain/money';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { paymentAgreementInstalments, paymentAgreements } from '../payment-agreements/tables.ts';
import { readings } from '../readings/tables.ts';
import { receipts } from '../receipts/tables.ts';
import { type BillMonth, type NextInstalment, periodOf } from './client-bill.ts';
import { invoices } from './tables.ts';
import { selectWaterBills, type WaterBillSelect } from './water-bill-queries.ts';

// The zone's bills (one per client and month) read a page of clients at a time: keyset pagination on (name, id),
// then the page's unpaid water bills and balances in one query each, so a zone of any size is three queries a page.

const period = sql<number>`(${readings.readingYear} * 100 + ${readings.readingMonth})`;

/** The zone's most recent month with an unpaid invoice, or undefined when it has none. */
export async function latestUnpaidMonth(db: Executor, zoneId: number): Promise<BillMonth | undefined> {
  const [row] = await db
    .select({ period: sql<number | null>`max(${period})` })
    .from(invoices)
    .innerJoin(readings, eq(readings.id, invoices.readingId))
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .where(and(eq(clients.zoneId, zoneId), isNull(invoices.paymentStatus)));
  const value = row?.period === null || row?.period === undefined ? undefined : Number(row.period);
  return value === undefined ? undefined : { year: Math.floor(value / 100), month: value % 100 };
}

/** The client has an unpaid invoice of the month (`only`) or up to it. */
function owes(month: BillMonth, onlyMonth: boolean): SQL {
  const wanted = periodOf(month);
  return sql`exists (select 1 from ${invoices}
        join ${readings} on ${readings.id} = ${invoices.readingId}
        join ${contracts} on ${contracts.id} = ${invoices.contractId}
        where ${contracts.clientId} = ${clients.id} and ${invoices.paymentStatus} is null
          and ${period} ${onlyMonth ? sql`=` : sql`<=`} ${wanted})`;
}

/** How many bills the zone's PDF prints: its clients owing for the month (or up to it). */
export async function countZoneBills(db: Executor, zoneId: number, month: BillMonth, onlyMonth: boolean) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(and(eq(clients.zoneId, zoneId), owes(month, onlyMonth)));
  return row?.n ?? 0;
}

/** The next `limit` clients of the zone to bill after the (name, id) of the last one printed. */
export function zoneBillClientsAfter(
  db: Executor,
  zoneId: number,
  filter: { month: BillMonth; onlyMonth: boolean },
  after: { name: string; id: number } | undefined,
  limit: number,
) {
  const conditions: SQL[] = [eq(clients.zoneId, zoneId), owes(filter.month, filter.onlyMonth)];
  if (after) conditions.push(sql`(${clients.name}, ${clients.id}) > (${after.name}, ${after.id})`);
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(...conditions))
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(limit);
}

/** The clients' unpaid water bills up to the month, by client (in `clientIds` order left to the caller) and period. */
export function unpaidBillsUpTo(
  db: Executor,
  clientIds: number[],
  month: BillMonth,
): Promise<WaterBillSelect[]> {
  return selectWaterBills(db)
    .where(
      and(
        inArray(clients.id, clientIds),
        isNull(invoices.paymentStatus),
        sql`${period} <= ${periodOf(month)}`,
      ),
    )
    .orderBy(asc(clients.name), asc(clients.id), asc(period), asc(invoices.id));
}

/** Σ of each client's contracts' balances (credit positive, debt outside invoices negative). */
export async function balancesOf(db: Executor, clientIds: number[]): Promise<Map<number, Centavos>> {
  const rows = await db
    .select({ clientId: contracts.clientId, balance: sql<string>`sum(${contracts.balance})::text` })
    .from(contracts)
    .where(inArray(contracts.clientId, clientIds))
    .groupBy(contracts.clientId);
  return new Map(rows.map((row) => [row.clientId, toCentavos(row.balance)]));
}

/**
 * For the page's clients, the first instalment of an ACTIVE agreement that no live receipt pays: what the bill asks
 * of a client who honours an agreement (an instalment paid by a since-reversed receipt is unpaid again).
 */
export async function nextInstalmentsOf(
  db: Executor,
  clientIds: number[],
): Promise<Map<number, NextInstalment>> {
  const { rows } = await db.execute<{
    client_id: number;
    number: number;
    count: number;
    amount: string;
    due_date: string;
  }>(sql`select distinct on (${paymentAgreements.clientId}) ${paymentAgreements.clientId} as client_id,
                ${paymentAgreementInstalments.number} as number, ${paymentAgreements.instalmentCount} as count,
                ${paymentAgreementInstalments.amount} as amount,
                to_char(${paymentAgreementInstalments.dueDate}, 'YYYY-MM-DD') as due_date
           from ${paymentAgreements}
           join ${paymentAgreementInstalments} on ${paymentAgreementInstalments.agreementId} = ${paymentAgreements.id}
           left join ${receipts} on ${receipts.id} = ${paymentAgreementInstalments.receiptId}
                and ${receipts.reversedAt} is null
          where ${paymentAgreements.status} = 'ACTIVE' and ${inArray(paymentAgreements.clientId, clientIds)}
            and ${receipts.id} is null
          order by ${paymentAgreements.clientId}, ${paymentAgreements.id}, ${paymentAgreementInstalments.number}`);
  return new Map(
    rows.map((row) => [
      Number(row.client_id),
      { number: row.number, count: row.count, amount: toCentavos(row.amount), dueDate: row.due_date },
    ]),
  );
}
