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
  debt: {
    invoiceCount: unpaidInvoices.length,
    invoicesAmount: '430.50',
    fines: '0.00',
    otherCharges: '0.00',
    credit: '0.00',
    total: '430.50',
  },
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
let refusal: string | null;
let opened: { location: { href: string }; document: { title: string }; close: () => void };

beforeEach(() => {
  paid = [];
  refusal = null;
  window.localStorage.clear();
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
        { value: 'NUMERARIO', label: 'Numerário' },
      ],
    },
    Mutation: {
      payInvoices: (_: unknown, { input }: { input: Record<string, unknown> }) => {
        paid.push(input);
        if (refusal)
          return { receipt: null, paidInvoices: [], client: null, message: refusal, inputErrors: [] };
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
    await user.click(await screen.findByRole('option', { name: 'Ana Macuácua (+258 84 123 4567)' }));

    const unpaidList = await screen.findByRole('region', { name: /Facturas por Pagar/ });
    await user.click(within(unpaidList).getByRole('button', { name: /#11/ }));
    await user.click(within(unpaidList).getByRole('button', { name: /#12/ }));
    const toPay = screen.getByRole('region', { name: /Facturas a Pagar/ });
    expect(within(toPay).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByTestId('outstanding').textContent).toMatch(/350,50/);

    // Without credit the amount received is asked; the client hands over exactly the invoices' total.
    await user.selectOptions(screen.getByLabelText('Método de Pagamento'), 'NUMERARIO');
    await user.click(screen.getByRole('button', { name: 'Valor = total' }));
    expect((screen.getByLabelText('Valor entregue (MZN)', { exact: false }) as HTMLInputElement).value).toBe(
      '350,50',
    );
    expect(screen.getByTestId('outstanding').textContent).toMatch(/0,00/);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));

    expect(await screen.findByText('Pagamento feito com sucesso!')).toBeTruthy();
    expect(paid).toEqual([
      expect.objectContaining({
        clientId: '7',
        invoiceIds: ['11', '12'],
        amount: '350.50',
        paymentMethod: 'NUMERARIO',
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

  async function chooseAna(user: ReturnType<typeof userEvent.setup>) {
    renderPage(<InvoicePaymentPage />, api());
    await user.type(await screen.findByRole('combobox', { name: 'Cliente' }), 'Ana');
    await user.click(await screen.findByRole('option', { name: 'Ana Macuácua (+258 84 123 4567)' }));
    await screen.findByTestId('debt-summary');
  }

  it('cash: the amount typed chooses the oldest invoices it covers, the change is given back, Enter pays', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('agua.payment-method.1', 'NUMERARIO');
    await chooseAna(user);
    expect(screen.getByTestId('debt-total').textContent).toMatch(/430,50/);
    // The cursor waits in the amount and the user's last method is chosen: typing and Enter are the whole payment.
    const amount = screen.getByLabelText('Valor entregue (MZN)', { exact: false });
    await waitFor(() => expect(document.activeElement).toBe(amount));
    await user.keyboard('400');
    const toPay = screen.getByRole('region', { name: /Facturas a Pagar/ });
    expect(within(toPay).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByTestId('payment-notice').textContent).toBe('Devolva 49,50\u00a0MZN ao cliente.');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Pagamento feito com sucesso!')).toBeTruthy();
    expect(paid).toEqual([
      expect.objectContaining({ invoiceIds: ['11', '12'], amount: '350.50', paymentMethod: 'NUMERARIO' }),
    ]);
    expect(paid[0]).not.toHaveProperty('partial');
  }, 30_000);

  it('cash left as credit, and a short amount over every invoice pays the oldest it covers (partial)', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('agua.payment-method.1', 'NUMERARIO');
    await chooseAna(user);
    await user.keyboard('400');
    await user.click(screen.getByRole('radio', { name: 'Deixar como crédito' }));
    expect(screen.getByTestId('payment-notice').textContent).toMatch(/49,50.*crédito/);

    await user.click(screen.getByRole('button', { name: 'Seleccionar todas' }));
    const amount = screen.getByLabelText('Valor entregue (MZN)', { exact: false });
    await user.clear(amount);
    await user.type(amount, '300');
    expect(screen.getByTestId('payment-notice').textContent).toMatch(/paga 1 de 3 facturas.*250,00.*50,00/);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Pagamento feito com sucesso!')).toBeTruthy();
    expect(paid).toEqual([
      expect.objectContaining({ invoiceIds: ['11', '12', '13'], amount: '300.00', partial: true }),
    ]);
  }, 30_000);

  it('remembers the method, refuses nothing-to-pay inline, shows the api reason and keeps Pagar secondary under M-Pesa', async () => {
    const user = userEvent.setup();
    refusal = 'Valor: insuficiente. As facturas escolhidas somam 897,01 MZN e o disponível é 100,00 MZN.';
    await chooseAna(user);
    // Nothing remembered yet: cash is the counter's default when offered.
    expect((screen.getByLabelText('Método de Pagamento') as HTMLSelectElement).value).toBe('NUMERARIO');
    await user.click(screen.getByRole('button', { name: 'Seleccionar todas' }));
    await user.keyboard('0');
    expect(screen.getByRole('alert').textContent).toContain('Indique o valor recebido');
    expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Método de Pagamento'), 'MPESA');
    const amount = screen.getByLabelText('Valor recebido (MZN)', { exact: false });
    await user.clear(amount);
    await user.type(amount, '500');
    const recorded = screen.getByRole('button', { name: 'Registar pagamento já recebido' });
    expect(recorded.className).not.toContain('bg-brand-700');
    await user.click(recorded);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(window.localStorage.getItem('agua.payment-method.1')).toBe('MPESA');
  }, 30_000);
});
