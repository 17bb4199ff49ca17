import type { ClientDebtResponse, ClientStatementResponse } from '@agua/domain/contracts/client-statement';
import { toMeticais } from '@agua/domain/money';
import type { ClientDebt, ClientStatement } from './service.ts';

export function toClientDebtResponse(debt: ClientDebt): ClientDebtResponse {
  return {
    clientId: debt.clientId,
    invoiceCount: debt.invoiceCount,
    invoicesAmount: toMeticais(debt.invoices),
    fines: toMeticais(debt.fines),
    otherCharges: toMeticais(debt.otherCharges),
    credit: toMeticais(debt.credit),
    total: toMeticais(debt.total),
  };
}

export function toClientStatementResponse(statement: ClientStatement): ClientStatementResponse {
  return {
    clientId: statement.clientId,
    clientName: statement.clientName,
    contractId: statement.contractId,
    from: statement.from,
    to: statement.to,
    openingBalance: toMeticais(statement.openingBalance),
    closingBalance: toMeticais(statement.closingBalance),
    lines: statement.lines.map((line) => ({
      date: line.date.toISOString(),
      kind: line.kind as ClientStatementResponse['lines'][number]['kind'],
      description: line.description,
      reference: line.reference,
      amount: toMeticais(line.amount),
      balance: toMeticais(line.balance),
    })),
    openInvoices: statement.openInvoices.map((invoice) => ({
      invoiceId: invoice.invoiceId,
      readingMonth: invoice.readingMonth,
      readingYear: invoice.readingYear,
      limitDate: invoice.limitDate,
      amount: toMeticais(invoice.amount),
      fineAmount: toMeticais(invoice.fineAmount),
      totalAmount: toMeticais(invoice.totalAmount),
    })),
    agreementInstalments: statement.agreementInstalments.map((one) => ({
      ...one,
      amount: toMeticais(one.amount),
    })),
    debt: toClientDebtResponse(statement.debt),
  };
}
