import { messages } from '../messages.ts';
import { formatMZN, toCentavos } from '../money.ts';

// The largest amount one operation accepts (docs/domain.md "Money bounds"): well inside numeric(14,2), and far
// above any real payment of a water bill, so a slip of the keyboard (99 999 999 999,99 MZN) is refused instead of
// recorded. The api may move them by environment (README "Configuração": MONEY_MAX_RECEIPT_MZN).

/** MZN each operation accepts at most. */
export interface MoneyBounds {
  /** POST /receipt (Pagar Factura, a payment on account): the amount received. */
  receipt: number;
}

export const DEFAULT_MONEY_BOUNDS: MoneyBounds = { receipt: 10_000_000 };

/** The refusal of an amount above its operation's bound, naming the field; null when it is within it. */
export function amountOverBound(amount: number, max: number, label: string): string | null {
  return toCentavos(amount) > toCentavos(max)
    ? messages.validation.amountOverBound(label, formatMZN(max))
    : null;
}
