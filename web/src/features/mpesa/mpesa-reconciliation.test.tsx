import { FILES } from '@agua/domain/contracts/files';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MpesaReconciliation } from './mpesa-reconciliation.tsx';

// Reconciliação M-Pesa over the gateway's schema: an administrator uploads the statement export (a /files route,
// outside GraphQL) and sees its lines against the receipts: the matched one with its receipt, the unmatched one to
// attach to a client.

const line = (id: string, match: string, extra: Record<string, unknown>) => ({
  id,
  row: Number(id),
  transactionId: `TX${id}`,
  completedAt: '2026-03-01T08:00:00.000Z',
  details: null,
  msisdn: '258841234567',
  amount: '350.50',
  match,
  matchLabel: match,
  expectedAmount: null,
  receiptId: null,
  clientId: null,
  clientName: null,
  ...extra,
});

const lines = [
  line('1', 'MATCHED', { receiptId: '501', clientId: '7', clientName: 'Ana Macuácua' }),
  line('2', 'UNMATCHED', { amount: '80.00', details: 'Transferência sem referência' }),
];
/** The pages the screen asked for: the group and the page size of each. */
let pagesAsked: string[];

const statement = {
  id: '9',
  fileName: 'extracto-marco.csv',
  periodFrom: '2026-03-01T00:00:00.000Z',
  periodTo: '2026-03-31T23:59:59.000Z',
  createdAt: '2026-04-01T09:00:00.000Z',
  matched: { count: 1, total: '350.50' },
  mismatched: { count: 0, total: '0.00' },
  unmatched: { count: 1, total: '80.00' },
  missingReceipts: [],
};

let uploaded: boolean;

beforeEach(() => {
  uploaded = false;
  pagesAsked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      expect(path).toBe(FILES.mpesaStatementUpload.path);
      expect((init.body as FormData).get('file')).toBeInstanceOf(File);
      uploaded = true;
      return Response.json({ id: 9 }, { status: 201 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const api = () =>
  mockedClient({
    Query: {
      mpesaStatements: () => ({
        items: uploaded
          ? [{ id: '9', fileName: statement.fileName, lineCount: 2, createdAt: statement.createdAt }]
          : [],
        total: uploaded ? 1 : 0,
      }),
      mpesaStatement: (_: unknown, { id }: { id: string }) => (id === '9' ? statement : null),
    },
    MpesaStatement: {
      lines: (_: unknown, args: { match: string; page: number; size: number }) => {
        pagesAsked.push(`${args.match}:${args.page}:${args.size}`);
        const items = lines.filter((row) => row.match === args.match);
        return { items, total: items.length };
      },
    },
  });

describe('Reconciliação M-Pesa', () => {
  it('uploads a statement and shows its matched and unmatched lines', async () => {
    const user = userEvent.setup();
    const openReceipt = vi.fn();
    renderPage(<MpesaReconciliation onOpenReceipt={openReceipt} />, api());

    expect(await screen.findByText('Ainda não foi enviado nenhum extracto M-Pesa.')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Enviar extracto' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const csv = new File(['Receipt No.,Completion Time\n'], 'extracto-marco.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Extracto M-Pesa'), csv);
    await user.click(send);

    expect(await screen.findByText('Extracto M-Pesa conciliado.')).toBeTruthy();
    expect(await screen.findByTestId('statement-title')).toBeTruthy();
    expect(screen.getByTestId('statement-title').textContent).toMatch(/^extracto-marco\.csv — enviado em /);
    expect(within(screen.getByTestId('group-matched')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('group-unmatched')).getByText(/80,00/)).toBeTruthy();

    const matched = screen.getByTestId('lines-MATCHED');
    expect(within(matched).getByText('TX1')).toBeTruthy();
    expect(within(matched).getByText('Ana Macuácua')).toBeTruthy();
    await user.click(within(matched).getByRole('button', { name: 'Recibo 501' }));
    expect(openReceipt).toHaveBeenCalledWith('501');

    const unmatched = screen.getByTestId('lines-UNMATCHED');
    expect(within(unmatched).getByText('TX2')).toBeTruthy();
    expect(within(unmatched).getByText('Transferência sem referência')).toBeTruthy();
    expect(within(unmatched).getByRole('button', { name: 'Associar a cliente: TX2' })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('lines-MISMATCHED')).getByText('Nenhuma transacção neste grupo.'),
      ).toBeTruthy(),
    );
    // Each group is read a page at a time, never the whole statement.
    expect([...new Set(pagesAsked)].sort()).toEqual(['MATCHED:1:25', 'MISMATCHED:1:25', 'UNMATCHED:1:25']);
  }, 30_000);

  it('shows a technician the statements without the upload or the attach action', async () => {
    uploaded = true;
    renderPage(<MpesaReconciliation onOpenReceipt={vi.fn()} />, api(), 'FIELD_TECH');

    const unmatched = await screen.findByTestId('lines-UNMATCHED');
    expect(within(unmatched).getByText('TX2')).toBeTruthy();
    expect(within(unmatched).queryByRole('button', { name: /Associar a cliente/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar extracto' })).toBeNull();
  }, 30_000);
});
