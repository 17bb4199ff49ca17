import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { AgreementsPage } from './agreements-page.tsx';

// Acordo de pagamento over the gateway's schema: the contract's debt, Novo acordo previewed with the same rule the
// api writes with, and the running agreement's instalments with Pagar prestação on the next one.

let created: Record<string, unknown>[] = [];
let paid: Record<string, unknown>[] = [];

const agreement = {
  id: '4',
  status: 'IN_ARREARS',
  debt: '1000.00',
  downPayment: '0.00',
  instalmentCount: 2,
  firstDueDate: '2026-01-10',
  paidAmount: '500.00',
  remainingAmount: '500.00',
  createdAt: '2026-01-01T10:00:00Z',
  createdBy: 'Administrador',
  canceledAt: null,
  cancelReason: null,
  instalments: [
    { number: 1, amount: '500.00', dueDate: '2026-01-10', state: 'PAID', receiptId: '90' },
    { number: 2, amount: '500.00', dueDate: '2026-02-10', state: 'MISSED', receiptId: null },
  ],
};

const api = (agreements: unknown[]) =>
  mockedClient({
    Mutation: {
      createPaymentAgreement: (_: unknown, args: Record<string, unknown>) => {
        created.push(args);
        return { agreement: { id: '5' }, receiptId: null, message: null, inputErrors: [] };
      },
      payAgreementInstalment: (_: unknown, args: Record<string, unknown>) => {
        paid.push(args);
        return { agreement: null, receiptId: '91', message: null, inputErrors: [] };
      },
    },
    Query: {
      client: () => ({
        clientId: '7',
        name: 'Ana Macuácua',
        contracts: [
          {
            contractId: '9',
            contractStatus: 1,
            paymentAgreements: { contractId: '9', active: true, debt: '1500.00', agreements },
          },
        ],
      }),
    },
  });

beforeEach(() => {
  created = [];
  paid = [];
});

describe('Acordo de pagamento', () => {
  it('previews the instalments before an administrator creates the agreement', async () => {
    const user = userEvent.setup();
    renderPage(<AgreementsPage />, api([]), 'ADMIN', '/manager/payment-agreements/client?id=7');
    expect((await screen.findByTestId('contract-debt')).textContent).toMatch(/^1\u00a0500,00\u00a0MZN$/);
    await user.click(screen.getByRole('button', { name: 'Novo acordo' }));
    await user.clear(screen.getByLabelText('Número de prestações'));
    await user.type(screen.getByLabelText('Número de prestações'), '4');
    await user.type(screen.getByLabelText('Entrada (MZN)'), '100,01');
    const preview = screen.getByRole('list', { name: 'Prestações previstas' });
    const rows = within(preview)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatch(/Entrada.*100,01/);
    // 1399,99 in 4: 350,00 × 3 and 349,99.
    expect(rows[1]).toMatch(/Prestação 1\/4.*350,00/);
    expect(rows[4]).toMatch(/Prestação 4\/4.*349,99/);
    await user.clear(screen.getByLabelText('Número de prestações'));
    await user.type(screen.getByLabelText('Número de prestações'), '30');
    expect(screen.getByText('Número de prestações: entre 2 e 24.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Criar acordo' })).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText('Número de prestações'));
    await user.type(screen.getByLabelText('Número de prestações'), '4');
    await user.click(screen.getByRole('button', { name: 'Criar acordo' }));
    expect(await screen.findByText('Acordo de pagamento criado.')).toBeTruthy();
    expect(created[0]).toMatchObject({
      input: { contractId: '9', instalmentCount: 4, downPayment: '100.01' },
    });
  });

  it('shows a running agreement in arrears and pays its next instalment after a confirmation', async () => {
    const user = userEvent.setup();
    renderPage(<AgreementsPage />, api([agreement]), 'FIELD_TECH', '/manager/payment-agreements/client?id=7');
    expect((await screen.findByTestId('agreement-status')).textContent).toBe('Prestação em atraso');
    expect(screen.queryByRole('button', { name: 'Novo acordo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar acordo' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Método de pagamento'), 'POS');
    await user.click(screen.getByRole('button', { name: /Pagar prestação · Prestação 2\/2/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toMatch(/Pagar Prestação 2\/2 — 500,00/);
    expect(dialog.textContent).toMatch(/POS/);
    await user.click(within(dialog).getByRole('button', { name: 'Pagar prestação' }));
    expect(await screen.findByText('Prestação paga.')).toBeTruthy();
    expect(paid[0]).toEqual({ id: '4', number: 2, paymentMethod: 'POS' });
  });
});
