import type { AgreementResponse, ContractAgreementsResponse } from '@agua/domain/contracts/payment-agreement';
import type { PaymentMethod } from '@agua/domain/contracts/receipt';
import { toMeticais } from '@agua/domain/money';
import type { CreatePaymentAgreementInput } from '../../generated/resolvers.ts';
import { type Id, RestDataSource } from '../../rest/data-source.ts';

/** The api's /payment-agreements routes. */
export class PaymentAgreementsSource extends RestDataSource {
  forContract(contractId: Id): Promise<ContractAgreementsResponse> {
    return this.get('/payment-agreements/contract/{contractId}', {
      path: { contractId: Number(contractId) },
    });
  }

  create(input: CreatePaymentAgreementInput): Promise<AgreementResponse> {
    return this.post('/payment-agreements', {
      body: {
        contractId: Number(input.contractId),
        instalmentCount: input.instalmentCount,
        downPayment: toMeticais(input.downPayment ?? 0),
        firstDueDate: input.firstDueDate,
      },
    });
  }

  cancel(id: Id, reason: string): Promise<AgreementResponse> {
    return this.post('/payment-agreements/{id}/cancel', { path: { id: Number(id) }, body: { reason } });
  }

  pay(id: Id, number: number, paymentMethod: string): Promise<AgreementResponse & { receiptId: number }> {
    return this.post('/payment-agreements/{id}/instalments/{number}/payment', {
      path: { id: Number(id), number },
      body: { paymentMethod: paymentMethod as PaymentMethod },
    });
  }
}
