import type { AgreementResponse, ContractAgreementsResponse } from '@agua/domain/contracts/payment-agreement';
import { todayInMaputo } from '@agua/domain/dates';
import { toMeticais } from '@agua/domain/money';
import { agreementStatus } from '@agua/domain/rules/payment-agreement';
import type { AgreementRow, InstalmentRow } from './queries.ts';
import type { PaymentAgreementService } from './service.ts';

export function toAgreementResponse(
  { agreement, instalments }: { agreement: AgreementRow; instalments: InstalmentRow[] },
  today = todayInMaputo(),
): AgreementResponse {
  const paid = instalments.filter((one) => one.paid).reduce((sum, one) => sum + one.amount, 0);
  const total = instalments.reduce((sum, one) => sum + one.amount, 0);
  return {
    id: agreement.id,
    contractId: agreement.contractId,
    clientId: agreement.clientId,
    status: agreementStatus(agreement.status, instalments, today),
    debt: toMeticais(agreement.debt),
    downPayment: toMeticais(agreement.downPayment),
    instalmentCount: agreement.instalmentCount,
    firstDueDate: agreement.firstDueDate,
    paidAmount: toMeticais(paid),
    remainingAmount: toMeticais(total - paid),
    createdAt: agreement.createdAt.toISOString(),
    createdBy: agreement.createdByName,
    canceledAt: agreement.canceledAt?.toISOString() ?? null,
    cancelReason: agreement.cancelReason,
    instalments: instalments.map((one) => ({
      number: one.number,
      amount: toMeticais(one.amount),
      dueDate: one.dueDate,
      state: one.paid ? 'PAID' : one.dueDate < today ? 'MISSED' : 'DUE',
      receiptId: one.receiptId,
      paidAt: one.paidAt?.toISOString() ?? null,
    })),
  };
}

export function toContractAgreementsResponse(
  found: Awaited<ReturnType<PaymentAgreementService['forContract']>>,
): ContractAgreementsResponse {
  return {
    contractId: found.contract.id,
    clientId: found.contract.clientId,
    active: found.contract.contractStatus === 1,
    debt: toMeticais(found.debt),
    agreements: found.agreements.map((one) => toAgreementResponse(one)),
  };
}
