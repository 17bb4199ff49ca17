import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { clientRubricCreateSchema } from './client-rubric.ts';
import { PAYMENT_METHOD_OPTIONS, receiptCreateSchema, receiptUpdateSchema } from './receipt.ts';

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
const api = messages.receipts.api;

describe('the payment (POST /receipt)', () => {
  const form = { clientId: 12, amount: 1234.5, invoiceIds: [3, 4], paymentMethod: 'MPESA' };

  it('takes JSON numbers, defaults to no invoices, and refuses numbers sent as text', () => {
    expect(receiptCreateSchema.parse(form)).toEqual({
      clientId: 12,
      amount: 1234.5,
      invoiceIds: [3, 4],
      paymentMethod: 'MPESA',
      purpose: null,
    });
    expect(receiptCreateSchema.parse({ ...form, invoiceIds: undefined }).invoiceIds).toEqual([]);
    const text = receiptCreateSchema.safeParse({ ...form, clientId: '12', amount: '1234,50' });
    expect(Object.keys(messagesOf(text)).sort()).toEqual(['amount', 'clientId']);
  });

  it('names each refused field in Portuguese', () => {
    const result = receiptCreateSchema.safeParse({
      clientId: 0,
      amount: 10.005,
      invoiceIds: [3, 3],
      paymentMethod: 'CHEQUE',
      paymentDate: '2026-02-30',
    });
    expect(messagesOf(result)).toEqual({
      clientId: 'Cliente deve ser um identificador válido.',
      amount: messages.setup.validation.twoDecimals('Valor'),
      invoiceIds: api.invoicesRepeated,
      paymentMethod: api.invalidPaymentMethod,
      paymentDate: api.invalidPaymentDate,
    });
    expect(messagesOf(receiptCreateSchema.safeParse({ ...form, amount: -1 }))).toEqual({
      amount: messages.validation.min('Valor', 0),
    });
  });

  it('accepts a calendar day or an ISO instant with its offset as the payment date', () => {
    for (const paymentDate of ['2026-03-01', '2026-03-01T10:15:00Z', '2026-03-01T10:15:00.123+02:00']) {
      expect(receiptCreateSchema.safeParse({ ...form, paymentDate }).success, paymentDate).toBe(true);
    }
    for (const paymentDate of ['01-03-2026', '2026-03-01T10:15', 'ontem']) {
      expect(receiptCreateSchema.safeParse({ ...form, paymentDate }).success, paymentDate).toBe(false);
    }
  });

  it('lets a correction change only the method and purpose', () => {
    expect(receiptUpdateSchema.safeParse({ paymentMethod: 'POS', purpose: 'x' }).success).toBe(true);
    const result = receiptUpdateSchema.safeParse({ paymentMethod: 'POS', amount: 10 });
    expect(result.success).toBe(false);
  });

  it('labels every payment method in Portuguese', () => {
    expect(PAYMENT_METHOD_OPTIONS.map((option) => option.label)).toEqual([
      'M-Pesa',
      'e-Mola',
      'Numerário',
      'Transferência Bancária',
      'POS',
    ]);
  });
});

describe('the charge payload (POST /client-rubrics)', () => {
  it('defaults the quantity to 1 and refuses anything but a whole number ≥ 1', () => {
    expect(clientRubricCreateSchema.parse({ clientId: 1, rubricId: 2 })).toEqual({
      clientId: 1,
      rubricId: 2,
      quantity: 1,
    });
    for (const quantity of [0, -2, 1.5]) {
      expect(messagesOf(clientRubricCreateSchema.safeParse({ clientId: 1, rubricId: 2, quantity }))).toEqual({
        quantity: messages.clientRubrics.api.quantityPositive,
      });
    }
  });
});
