import { messages } from '@agua/domain/messages';
import { type Centavos, formatMZN, toCentavos, toDecimalString } from '@agua/domain/money';
import {
  cashChange,
  counterOutcome,
  oldestCovered,
  type PayableInvoice,
} from '@agua/domain/rules/counter-payment';
import { outstandingAmount } from '@agua/domain/rules/outstanding';
import type { UnpaidInvoice } from './invoice-payment-query.ts';

const t = messages.receipts.counter;
const money = (centavos: Centavos) => formatMZN(toDecimalString(centavos));

/** The screen's invoices as the domain's counter rules see them (month billed, total with today's fine). */
export const payable = (invoice: UnpaidInvoice): PayableInvoice & { source: UnpaidInvoice } => ({
  id: Number(invoice.invoiceId),
  month: `${invoice.readingYear}-${String(invoice.readingMonth).padStart(2, '0')}-01`,
  total: toCentavos(invoice.totalAmount),
  source: invoice,
});

/** With no invoice clicked, the amount typed chooses: the oldest invoices it covers (with the credit). */
export function autoSelection(unpaid: readonly UnpaidInvoice[], typed: Centavos, balance: Centavos) {
  if (typed <= 0) return [];
  return oldestCovered(unpaid.map(payable), typed + Math.max(balance, 0)).map((one) => one.source);
}

export interface CounterAmounts {
  /** What pays the chosen invoices and any debt: 'Total a Pagar' (never below 0). */
  needed: Centavos;
  /** The amount sent as the receipt's. */
  amount: Centavos;
  /** Short of the chosen invoices' total: sent as a partial payment. */
  partial: boolean;
  /** The cash handed back (0 unless cash, over the total, given back). */
  changeGiven: Centavos;
  /** Cash over the total (given back or left as credit). */
  change: Centavos;
  /** What the staff member is told under the amount before pressing Pagar; refusal = Pagar stays off. */
  notice: { text: string; refusal: boolean } | null;
}

/**
 * The counter's sums (docs/domain.md "Partial payments"): cash over the total is change, given back or left as
 * credit; another method's excess is credit; a short amount pays the oldest invoices it covers (counterOutcome, the
 * api's own rule), and nothing to pay with nothing received is refused before it is sent.
 */
export function counterAmounts(input: {
  balance: Centavos;
  chosen: readonly UnpaidInvoice[];
  typed: Centavos;
  asksAmount: boolean;
  cash: boolean;
  keepChangeAsCredit: boolean;
}): CounterAmounts {
  const chosen = input.chosen.map(payable);
  const invoicesTotal = chosen.reduce((sum, one) => sum + one.total, 0);
  const needed = Math.max(outstandingAmount(input.balance, invoicesTotal, 0).amount, 0);
  if (!input.asksAmount)
    return { needed, amount: invoicesTotal, partial: false, change: 0, changeGiven: 0, notice: null };
  const cash = input.cash
    ? cashChange(input.typed, needed, input.keepChangeAsCredit)
    : { amount: input.typed, change: 0, changeGiven: 0 };
  const outcome = counterOutcome({ balance: input.balance, chosen, amount: cash.amount, partial: true });
  const base = {
    needed,
    amount: cash.amount,
    partial: outcome.short,
    change: cash.change,
    changeGiven: cash.changeGiven,
  };
  if (outcome.paid.length === 0 && cash.amount === 0)
    return { ...base, notice: { text: t.nothingToPay, refusal: true } };
  if (outcome.short && outcome.paid.length === 0)
    return { ...base, notice: { text: t.coversNone(money(cash.amount)), refusal: false } };
  if (outcome.short) {
    const credit = money(Math.max(outcome.balanceAfter, 0));
    const text = t.partial(outcome.paid.length, chosen.length, money(outcome.settled), credit);
    return { ...base, notice: { text, refusal: false } };
  }
  if (cash.changeGiven > 0)
    return { ...base, notice: { text: t.changeGiven(money(cash.changeGiven)), refusal: false } };
  if (input.cash && cash.change > 0)
    return { ...base, notice: { text: t.changeAsCredit(money(cash.change)), refusal: false } };
  const excess = cash.amount - needed;
  if (excess > 0) return { ...base, notice: { text: t.excessAsCredit(money(excess)), refusal: false } };
  return { ...base, notice: null };
}
