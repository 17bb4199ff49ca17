import { todayInMaputo } from '@agua/domain/dates';
import { describe, expect, it } from 'vitest';
import { useLiveProduct } from '../../../test/helpers/live-product.ts';

// Acordos de pagamento through the real gateway in front of the real api on a fresh seeded database.
const product = useLiveProduct();
const { ask } = product;

const AGREEMENT =
  'agreement { status debt instalmentCount instalments { number amount state } } receiptId message';

describe('Acordos de pagamento', () => {
  it('reads a contract’s debt, refuses a bad plan by name, makes an agreement and pays its first instalment', async () => {
    const { data } = await ask<{
      contractPaymentAgreements: { contractId: string; debt: string; agreements: unknown[] };
    }>('query A { contractPaymentAgreements(contractId: 1) { contractId debt agreements { id } } }');
    expect(data.contractPaymentAgreements.contractId).toBe('1');
    expect(data.contractPaymentAgreements.agreements).toEqual([]);
    const today = todayInMaputo();
    const create = (count: number) =>
      ask<{
        createPaymentAgreement: {
          agreement: {
            status: string;
            instalments: { number: number; amount: string; state: string }[];
          } | null;
          message: string | null;
          inputErrors: { field: string }[];
        };
      }>(
        `mutation C($input: CreatePaymentAgreementInput!) { createPaymentAgreement(input: $input) {
          ${AGREEMENT} inputErrors { field } } }`,
        { input: { contractId: '1', instalmentCount: count, firstDueDate: today } },
      );
    const bad = await create(30);
    expect(bad.data.createPaymentAgreement.agreement).toBeNull();
    expect(bad.data.createPaymentAgreement.message).toContain('Número de prestações');
    expect(Number(data.contractPaymentAgreements.debt)).toBeGreaterThan(2);
    const made = await create(2);
    expect(made.data.createPaymentAgreement.message).toBeNull();
    expect(made.data.createPaymentAgreement.agreement?.instalments).toHaveLength(2);
    const { data: again } = await ask<{
      contractPaymentAgreements: { agreements: { id: string }[] };
    }>('query A { contractPaymentAgreements(contractId: 1) { agreements { id } } }');
    const id = again.contractPaymentAgreements.agreements[0]!.id;
    const paid = await ask<{
      payAgreementInstalment: {
        agreement: { instalments: { state: string }[] };
        receiptId: string;
        message: null;
      };
    }>(
      `mutation P { payAgreementInstalment(id: ${id}, number: 1, paymentMethod: "NUMERARIO") { ${AGREEMENT} } }`,
    );
    expect(paid.data.payAgreementInstalment.message).toBeNull();
    expect(paid.data.payAgreementInstalment.receiptId).toMatch(/^\d+$/);
    expect(paid.data.payAgreementInstalment.agreement.instalments[0]!.state).toBe('PAID');
  });
});
