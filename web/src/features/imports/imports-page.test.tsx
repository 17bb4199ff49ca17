import { messages } from '@agua/domain/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockedClient } from '../../test/gateway-schema.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ImportsPage } from './imports-page.tsx';

const t = messages.imports;

const gatewayClient = () =>
  mockedClient({
    Query: {
      unfinishedClientImports: () => [],
      clientImports: () => [
        {
          importId: '4',
          fileName: 'clientes-antigos.xlsx',
          checksum: 'ab'.repeat(32),
          clients: 1200,
          openingCredit: '1234.50',
          openingDebt: '-99.90',
          createdByName: 'Administrador do Sistema',
          createdAt: '2026-05-04T08:00:00.000Z',
        },
      ],
    },
  });

describe('Importar Dados', () => {
  it('lists the imports made, and refuses a file of another type before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<ImportsPage />, gatewayClient(), 'ADMIN');
    const history = await screen.findByRole('table', { name: t.history }, { timeout: 10_000 });
    const row = await within(history).findByRole(
      'row',
      { name: /clientes-antigos\.xlsx/ },
      { timeout: 10_000 },
    );
    expect(row.textContent).toContain('1200');
    expect(row.textContent).toContain('1\u00a0234,50');
    expect(row.textContent).toContain('-99,90');
    expect(screen.getByRole('button', { name: t.check })).toHaveProperty('disabled', true);

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF'], 'clientes.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.fileWrongType);
    expect(screen.getByRole('button', { name: t.check })).toHaveProperty('disabled', true);

    await user.upload(input, new File(['Nome;NUIT'], 'clientes.csv', { type: 'text/csv' }));
    expect(screen.queryByText(t.fileWrongType)).toBeNull();
    expect(screen.getByRole('button', { name: t.check })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: t.commit })).toHaveProperty('disabled', true);
  }, 20_000);
});

const job = (state: string, rowsDone: number, extra: Record<string, unknown> = {}) => ({
  importId: '7',
  fileName: 'clientes-grandes.csv',
  state,
  rowsTotal: 10_000,
  rowsDone,
  reason: null,
  errorCount: 0,
  errors: [],
  clients: 0,
  openingCredit: '0.00',
  openingDebt: '0.00',
  createdByName: 'Administrador do Sistema',
  createdAt: '2026-05-04T08:00:00.000Z',
  finishedAt: null,
  ...extra,
});

describe('Importar Dados: a queued import, its id in the URL', () => {
  it('shows the rows stored out of the file, as a bar and in words', async () => {
    const client = mockedClient({
      Query: {
        clientImports: () => [],
        unfinishedClientImports: () => [],
        clientImport: () => job('A_IMPORTAR', 2500),
      },
    });
    renderPage(<ImportsPage />, client, 'ADMIN', '/manager/page?importacao=7');
    const bar = await screen.findByRole('progressbar', { name: t.progressLabel }, { timeout: 10_000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText(/^2500 de 10\s000 linhas \(25%\)$/)).toBeTruthy();
    expect(screen.getByText(t.states.A_IMPORTAR)).toBeTruthy();
  }, 20_000);

  it('a failed import says why and lists the rows refused', async () => {
    const client = mockedClient({
      Query: {
        clientImports: () => [],
        unfinishedClientImports: () => [],
        clientImport: () =>
          job('FALHOU', 0, {
            reason: 'Nada foi importado: 1 problema no ficheiro.',
            errorCount: 1,
            errors: [{ row: 2, column: 'Nº do Contador', message: 'já importado: o contador K-1 já existe' }],
          }),
      },
    });
    renderPage(<ImportsPage />, client, 'ADMIN', '/manager/page?importacao=7');
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Nada foi importado',
    );
    const problems = screen.getByRole('table', { name: t.errorsTitle });
    expect(within(problems).getByRole('row', { name: /já importado/ })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  }, 20_000);
});

describe('Importar Dados: imports left unfinished', () => {
  it('lists them without an address, and Acompanhar follows one by its id', async () => {
    const user = userEvent.setup();
    const running = job('A_IMPORTAR', 2500);
    const failed = job('FALHOU', 0, {
      importId: '5',
      fileName: 'clientes-velhos.csv',
      reason: 'Nada foi importado: 2 problemas no ficheiro.',
    });
    const client = mockedClient({
      Query: {
        clientImports: () => [],
        unfinishedClientImports: () => [running, failed],
        clientImport: (_root: unknown, { importId }: { importId: string }) =>
          importId === '7' ? running : failed,
      },
    });
    renderPage(<ImportsPage />, client, 'ADMIN', '/manager/page');
    const list = await screen.findByRole('region', { name: t.unfinished }, { timeout: 10_000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /clientes-grandes\.csvA importar2500 de 10\s000 linhas \(25%\)Enviada em .+ por Administrador do Sistema/,
      ),
      expect.stringMatching(/clientes-velhos\.csvFalhouNada foi importado: 2 problemas no ficheiro\./),
    ]);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(within(list).getByRole('link', { name: t.followLabel('clientes-grandes.csv') }));
    const bar = await screen.findByRole('progressbar', { name: t.progressLabel }, { timeout: 10_000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    // The followed import is shown once, as the one followed; the other stays in the list.
    expect(within(screen.getByRole('region', { name: t.unfinished })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  }, 20_000);
});
