import { FILES, filePath } from '@agua/domain/contracts/files';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { InvoicePaymentPage } from './invoice-payment-page.tsx';

// Pagar Factura over the gateway's schema: the client found by its name, two of its invoices moved to the payment,
// paid in cash; the receipt's PDF opens and the new receipt heads the client's latest receipts.

const invoice = (invoiceId: string, readingMonth: number, totalAmount: string) => ({
  invoiceId,
  description: null,
  readingMonth,
  readingYear: 2026,
  limitDate: '2026-03-15',
  amount: totalAmount,
  fineAmount: '0.00',
  totalAmount,
});

const unpaid = [invoice('11', 1, '250.00'), invoice('12', 2, '100.50'), invoice('13', 3, '80.00')];

const client = (unpaidInvoices: unknown[], receipts: unknown[]) => ({
  clientId: '7',
  name: 'Ana Macuácua',
  phoneNumber: '841234567',
  balance: '0.00',
  unpaidInvoices,
  receipts,
});

const receipt = {
  receiptId: '501',
  paymentDate: '2026-03-02T10:15:00.000Z',
  paymentMethodLabel: 'Numerário',
  amount: '350.50',
  reversed: false,
};

let paid: Record<string, unknown>[];
let opened: { location: { href: string }; document: { title: string }; close: () => void };

beforeEach(() => {
  paid = [];
  opened = { location: { href: '' }, document: { title: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }),
    ),
  );
  URL.createObjectURL = vi.fn(() => 'blob:recibo-501');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const api = () =>
  mockedClient({
    Query: {
      clientsPage: (_: unknown, { search }: { search: string }) => ({
        items: search.startsWith('Ana') ? [client(unpaid, [])] : [],
        total: 1,
      }),
      client: () => client(unpaid, []),
      paymentMethods: () => [
        { value: 'MPESA', label: 'M-Pesa' },
        { value: 'CASH', label: 'Numerário' },
      ],
    },
    Mutation: {
      payInvoices: (_: unknown, { input }: { input: Record<string, unknown> }) => {
        paid.push(input);
        return {
          receipt: { receiptId: '501', amount: '350.50' },
          paidInvoices: [],
          client: client([unpaid[2]], [receipt]),
          message: null,
          inputErrors: [],
        };
      },
    },
  });

describe('Pagar Factura', () => {
  it('pays the invoices chosen, opens the receipt and lists it among the latest', async () => {
    const user = userEvent.setup();
    renderPage(<InvoicePaymentPage />, api());

    await user.type(await screen.findByRole('combobox', { name: 'Cliente' }), 'Ana');
    await user.click(await screen.findByRole('option', { name: 'Ana Macuácua (841234567)' }));

    const unpaidList = await screen.findByRole('region', { name: /Facturas por Pagar/ });
    await user.click(within(unpaidList).getByRole('button', { name: /#11/ }));
    await user.click(within(unpaidList).getByRole('button', { name: /#12/ }));
    const toPay = screen.getByRole('region', { name: /Facturas a Pagar/ });
    expect(within(toPay).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByTestId('outstanding').textContent).toMatch(/350,50/);

    // Without credit the amount received is asked; the client hands over exactly the invoices' total.
    await user.selectOptions(screen.getByLabelText('Método de Pagamento'), 'CASH');
    await user.type(screen.getByLabelText('Valor Pago (MZN)', { exact: false }), '350,50');
    expect(screen.getByTestId('outstanding').textContent).toMatch(/0,00/);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));

    expect(await screen.findByText('Pagamento feito com sucesso!')).toBeTruthy();
    expect(paid).toEqual([
      expect.objectContaining({
        clientId: '7',
        invoiceIds: ['11', '12'],
        amount: '350.50',
        paymentMethod: 'CASH',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    ]);
    // The receipt's PDF, fetched as the signed-in user, fills the window opened at the click.
    await waitFor(() => expect(opened.location.href).toBe('blob:recibo-501'));
    expect(vi.mocked(fetch)).toHaveBeenCalledWith(
      filePath(FILES.receipt, { receiptId: '501' }),
      expect.anything(),
    );
    const latest = screen.getByRole('table', { name: 'Últimos Recibos' });
    expect(within(latest).getByText('501')).toBeTruthy();
    // The paid invoices left both lists; the third is still to pay.
    expect(within(unpaidList).getAllByRole('button')).toHaveLength(1);
  }, 30_000);
});
