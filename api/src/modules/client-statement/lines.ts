import { monthName } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import type { Centavos } from '@agua/domain/money';

const k = messages.clientStatement.statement.kinds;

/** One line of the Extrato de conta, in centavos: > 0 credits the client; balance = the running balance after it. */
export interface StatementLine {
  date: Date;
  kind: string;
  description: string;
  reference: string;
  amount: Centavos;
  balance: Centavos;
}

export const monthLabel = (row: { readingMonth: number; readingYear: number }) =>
  `${monthName(row.readingMonth)} ${row.readingYear}`;

/**
 * A receipt's INVOICE_SETTLEMENT row (−Σ what it paid) as the client reads it: each invoice, then its fine, as paid.
 * Should the receipt's lines not add up to the row (data imported without them), the difference is one line more, so
 * the running balance always follows the ledger.
 */
export function settlementLines(
  row: { createdAt: Date; amount: Centavos; reference: string },
  paid: {
    invoiceId: number;
    amount: Centavos;
    fineAmount: Centavos;
    finePercentage: number;
    readingMonth: number;
    readingYear: number;
  }[],
): Omit<StatementLine, 'balance'>[] {
  const lines: Omit<StatementLine, 'balance'>[] = [];
  for (const invoice of paid) {
    const month = monthLabel(invoice);
    lines.push({
      date: row.createdAt,
      kind: 'INVOICE',
      description: k.INVOICE(month, invoice.invoiceId),
      reference: `invoice:${invoice.invoiceId}`,
      amount: -invoice.amount,
    });
    if (invoice.fineAmount > 0)
      lines.push({
        date: row.createdAt,
        kind: 'FINE',
        description: k.FINE(month, invoice.finePercentage),
        reference: `invoice:${invoice.invoiceId}`,
        amount: -invoice.fineAmount,
      });
  }
  const rest = row.amount - lines.reduce((sum, line) => sum + line.amount, 0);
  if (rest !== 0)
    lines.push({
      date: row.createdAt,
      kind: 'INVOICE_SETTLEMENT',
      description: k.INVOICE_SETTLEMENT(row.reference.replace('receipt:', '')),
      reference: row.reference,
      amount: rest,
    });
  return lines;
}
