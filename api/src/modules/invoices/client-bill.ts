import type { Centavos } from '@agua/domain/money';
import { type DebtBreakdown, totalDebt } from '@agua/domain/rules/counter-payment';
import type { FineTier } from '@agua/domain/rules/reading';
import { toWaterBill, type WaterBill } from './rows.ts';
import type { WaterBillSelect } from './water-bill-queries.ts';

// The zone's bill: one per client and month (docs/domain.md "The zone's water bills"), made of the client's unpaid
// water bills up to that month.

/** A month of bills, and its number for comparing (year × 100 + month). */
export interface BillMonth {
  year: number;
  month: number;
}
export const periodOf = ({ year, month }: BillMonth) => year * 100 + month;

/** An earlier unpaid month as "Dívida anterior" prints it: its invoice with the fine as of today. */
export interface EarlierInvoice {
  invoiceId: number;
  contractId: number;
  year: number;
  month: number;
  limitDate: string;
  amount: Centavos;
  fine: Centavos;
}

/** The next unpaid instalment of a client's running payment agreement (docs/domain.md "Payment agreements"). */
export interface NextInstalment {
  number: number;
  count: number;
  amount: Centavos;
  dueDate: string;
}

/** One page of the zone's PDF. */
export interface ClientBill {
  month: BillMonth;
  client: WaterBill['client'];
  zone: WaterBill['zone'];
  enterprise: WaterBill['enterprise'];
  /** The contracts the bill covers: the M-Pesa reference a client types is the contract's number. */
  contractIds: number[];
  /** The month's unpaid invoices (none when the client's debt is older only). */
  current: WaterBill[];
  /** The earlier unpaid months, oldest first. */
  earlier: EarlierInvoice[];
  /** Total em dívida of what the bill lists, with the client's credit or other charges (its contracts' balance). */
  debt: DebtBreakdown;
  /** The next instalment of a running payment agreement, if the client has one. */
  agreement: NextInstalment | null;
}

/**
 * The bills of a page of clients from their unpaid water bills up to the month (`rows`, by client then period) and
 * their contracts' balances; every client asked has at least one row.
 */
export function toClientBills(
  month: BillMonth,
  rows: WaterBillSelect[],
  balances: Map<number, Centavos>,
  tiers: readonly FineTier[],
  today: string,
  agreements: Map<number, NextInstalment> = new Map(),
): ClientBill[] {
  const byClient = new Map<number, WaterBill[]>();
  for (const row of rows) {
    const bills = byClient.get(row.clientId) ?? [];
    bills.push(toWaterBill(row, tiers, today));
    byClient.set(row.clientId, bills);
  }
  const period = periodOf(month);
  return [...byClient.entries()].map(([clientId, bills]) => {
    const first = bills[0]!;
    const current = bills.filter((bill) => periodOf(billMonthOf(bill)) === period);
    const earlier = bills
      .filter((bill) => periodOf(billMonthOf(bill)) < period)
      .map(({ invoice }) => ({
        invoiceId: invoice.id,
        contractId: invoice.contractId,
        ...billMonthOf({ invoice }),
        limitDate: invoice.limitDate,
        amount: invoice.amount,
        fine: invoice.fineAmount,
      }));
    const unpaid = bills.map(({ invoice }) => ({ amount: invoice.amount, fine: invoice.fineAmount }));
    return {
      month,
      client: first.client,
      zone: first.zone,
      enterprise: first.enterprise,
      contractIds: [...new Set(bills.map((bill) => bill.contract.contractId))].sort((a, b) => a - b),
      current,
      earlier,
      debt: totalDebt(unpaid, balances.get(clientId) ?? 0),
      agreement: agreements.get(clientId) ?? null,
    };
  });
}

const billMonthOf = ({ invoice }: Pick<WaterBill, 'invoice'>): BillMonth => ({
  year: invoice.readingYear,
  month: invoice.readingMonth,
});
