import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ClientPage } from './client-page.tsx';

// Ficha do Cliente over the gateway's schema: the client's contracts, Total em dívida with its parts, its open
// invoices and the Extrato de conta with the running balance ending at the closing balance.

let reversed: Record<string, unknown>[] = [];

const api = () =>
  mockedClient({
    Mutation: {
      reverseClientRubric: (_: unknown, args: Record<string, unknown>) => {
        reversed.push(args);
        return { clientRubric: { id: '5', reversed: true }, client: null, message: null, inputErrors: [] };
      },
    },
    Query: {
      client: () => ({
        clientId: '7',
        name: 'Ana Macuácua',
        phoneNumber: '841234567',
        address: 'Rua 1',
        nuit: null,
        zone: { designation: 'BAIRRO A' },
        meters: [],
        readings: [],
        contracts: [
          {
            contractId: '9',
            contractStatus: 1,
            startDate: '2020-01-01',
            balance: '-350.00',
            paymentAgreements: { agreements: [{ id: '2', status: 'IN_ARREARS' }] },
          },
        ],
        debt: {
          invoiceCount: 1,
          invoicesAmount: '150.00',
          fines: '15.00',
          otherCharges: '350.00',
          credit: '0.00',
          total: '515.00',
        },
        unpaidInvoices: [
          {
            invoiceId: '40',
            readingMonth: 3,
            readingYear: 2026,
            limitDate: '2026-04-15',
            totalAmount: '165.00',
          },
        ],
        receipts: [],
        chargedRubrics: [
          {
            id: '5',
            rubricName: 'Vistoria Técnica',
            amount: '350.00',
            createdAt: '2026-03-01T10:00:00Z',
            reversed: false,
          },
        ],
      }),
      clientStatement: () => ({
        contractId: '9',
        from: '2025-11-27',
        to: '2026-11-27',
        openingBalance: '0.00',
        closingBalance: '-350.00',
        agreementInstalments: [
          {
            agreementId: '2',
            number: 1,
            label: 'Prestação 1/2',
            dueDate: '2026-04-01',
            amount: '80.00',
            missed: true,
          },
        ],
        lines: [
          {
            date: '2026-03-01T10:00:00Z',
            kind: 'RUBRIC_CHARGE',
            reference: 'client-rubric:5',
            description: 'Cobrança: Vistoria Técnica × 1',
            amount: '-350.00',
            balance: '-350.00',
          },
        ],
      }),
    },
  });

describe('Ficha do Cliente', () => {
  it('shows the contract, Total em dívida with its parts, the open invoice and the statement', async () => {
    renderPage(<ClientPage />, api(), 'ADMIN', '/manager/client-statement/client?id=7');
    expect(await screen.findByRole('heading', { name: /Ficha do Cliente · Ana Macuácua/ })).toBeTruthy();
    const debt = screen.getByTestId('debt-summary');
    expect(debt.textContent).toMatch(/515,00/);
    expect(debt.textContent).toMatch(/Outros débitos.*350,00/);
    expect(screen.getByText(/Contrato 9 \(activo\) · Acordo de pagamento: Prestação em atraso/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acordo de pagamento' }).getAttribute('href')).toContain(
      'payment-agreements/client?id=7',
    );
    const statement = screen.getByRole('table', { name: 'Extrato de conta' });
    expect(within(statement).getByText('Cobrança: Vistoria Técnica × 1')).toBeTruthy();
    expect(screen.getByTestId('closing-balance').textContent).toMatch(/-350,00/);
    const instalments = screen.getByRole('list', { name: 'Acordo de pagamento n.º 2: prestações por pagar' });
    expect(instalments.textContent).toMatch(/Prestação 1\/2.*01\/04\/2026.*Em atraso.*80,00/);
  });

  it('an administrator annuls a charge after a confirmation naming the amount, with a reason', async () => {
    reversed = [];
    const user = userEvent.setup();
    renderPage(<ClientPage />, api(), 'ADMIN', '/manager/client-statement/client?id=7');
    await user.click(await screen.findByRole('button', { name: 'Anular cobrança' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toMatch(/Vistoria Técnica de 350,00/);
    const confirm = within(dialog).getByRole('button', { name: 'Anular cobrança' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Motivo (obrigatório)'), 'Cobrada por engano');
    await user.click(confirm);
    expect(await screen.findByText('Anulado com sucesso.')).toBeTruthy();
    expect(reversed).toEqual([{ id: '5', reason: 'Cobrada por engano' }]);
  });

  it('a Técnico sees no annul button', async () => {
    renderPage(<ClientPage />, api(), 'FIELD_TECH', '/manager/client-statement/client?id=7');
    expect(await screen.findByText(/Vistoria Técnica · /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anular cobrança' })).toBeNull();
  });
});
