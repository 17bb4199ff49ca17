import type { Centavos } from '../money.ts';

/**
 * Pagar Factura's outstanding amount, in centavos. A balance of 0 or below is a debt that the payment also covers:
 * 'Total a Pagar' = |balance| + the invoices chosen − the amount paid. A positive balance is credit that pays part
 * of the invoices: 'Total Remanescente' = the invoices chosen − balance − the amount paid.
 */
export interface Outstanding {
  kind: 'totalToPay' | 'remaining';
  amount: Centavos;
}

export function outstandingAmount(balance: Centavos, invoicesTotal: Centavos, paid: Centavos): Outstanding {
  if (balance <= 0) return { kind: 'totalToPay', amount: -balance + invoicesTotal - paid };
  return { kind: 'remaining', amount: invoicesTotal - balance - paid };
}

/**
 * Whether the payment form asks for the amount received: only when the invoices chosen exceed the balance;
 * otherwise the amount is the invoices' total.
 */
export function asksForAmount(balance: Centavos, invoicesTotal: Centavos): boolean {
  return invoicesTotal > balance;
}
