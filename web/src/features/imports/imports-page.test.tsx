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
  });
});
