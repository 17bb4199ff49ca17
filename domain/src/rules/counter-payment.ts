import type { Centavos } from '../money.ts';

// The counter's payment rules (docs/domain.md "Partial payments" and "Total em dívida"), used by the api when it pays
// and by Pagar Factura before the staff member presses Pagar, so both always agree.

/** An unpaid invoice as these rules see it: its total (amount + fine as of the payment day) and its age. */
export interface PayableInvoice {
  id: number;
  /** The month billed as YYYY-MM-DD (or the limit date when the month is unknown): older first. */
  month: string;
  total: Centavos;
}

/** Oldest first: by month billed, then by id. */
export function byAge<I extends PayableInvoice>(invoices: readonly I[]): I[] {
  return [...invoices].sort((a, b) => a.month.localeCompare(b.month) || a.id - b.id);
}

/**
 * A partial payment's invoices: oldest first, each paid in full while the funds last; the first one they cannot
 * cover ends the list, so arrears are settled in order and no invoice is ever paid in part. The rest of the money
 * stays on the contract as credit (it pays the next invoice when that one is paid).
 */
export function oldestCovered<I extends PayableInvoice>(invoices: readonly I[], funds: Centavos): I[] {
  const covered: I[] = [];
  let left = funds;
  for (const invoice of byAge(invoices)) {
    if (invoice.total > left) break;
    covered.push(invoice);
    left -= invoice.total;
  }
  return covered;
}

/** What a payment at the counter does, computed before it is sent (and by the api as it pays). */
export interface CounterOutcome {
  /** The invoices it pays (all the chosen ones, or the oldest covered when partial). */
  paid: PayableInvoice[];
  /** Σ of the paid invoices. */
  settled: Centavos;
  /** amount + max(balance, 0): a credit pays, a debt is not spent on invoices. */
  funds: Centavos;
  /** The funds do not reach the chosen invoices' total. */
  short: boolean;
  /** The balance after it: balance + amount − settled. */
  balanceAfter: Centavos;
}

export function counterOutcome(input: {
  balance: Centavos;
  chosen: readonly PayableInvoice[];
  amount: Centavos;
  partial: boolean;
}): CounterOutcome {
  const funds = input.amount + Math.max(input.balance, 0);
  const due = input.chosen.reduce((sum, invoice) => sum + invoice.total, 0);
  const short = funds < due;
  const paid = !short ? [...input.chosen] : input.partial ? oldestCovered(input.chosen, funds) : [];
  const settled = paid.reduce((sum, invoice) => sum + invoice.total, 0);
  return { paid, settled, funds, short, balanceAfter: input.balance + input.amount - settled };
}

/**
 * The cash handed over and its change (troco): the amount kept is what the payment needs (`needed`), or everything
 * handed over when the change is left as credit. Change = tendered − needed, never negative.
 */
export function cashChange(
  tendered: Centavos,
  needed: Centavos,
  keepAsCredit: boolean,
): { amount: Centavos; change: Centavos; changeGiven: Centavos } {
  const change = Math.max(tendered - needed, 0);
  if (keepAsCredit || change === 0) return { amount: tendered, change, changeGiven: 0 };
  return { amount: needed, change, changeGiven: change };
}

/**
 * Total em dívida: the unpaid invoices with their fines as of today, plus the debt outside invoices (charges,
 * reconnection fees, adjustments: a negative balance), minus the credit (a positive balance). Never below 0: a
 * credit larger than the invoices is shown as credit, not as a negative debt.
 */
export interface DebtBreakdown {
  invoiceCount: number;
  invoices: Centavos;
  fines: Centavos;
  otherCharges: Centavos;
  credit: Centavos;
  total: Centavos;
}

export function totalDebt(
  unpaid: readonly { amount: Centavos; fine: Centavos }[],
  balance: Centavos,
): DebtBreakdown {
  const invoices = unpaid.reduce((sum, invoice) => sum + invoice.amount, 0);
  const fines = unpaid.reduce((sum, invoice) => sum + invoice.fine, 0);
  const otherCharges = Math.max(-balance, 0);
  const credit = Math.max(balance, 0);
  return {
    invoiceCount: unpaid.length,
    invoices,
    fines,
    otherCharges,
    credit,
    total: Math.max(invoices + fines + otherCharges - credit, 0),
  };
}
