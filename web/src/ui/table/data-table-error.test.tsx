import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Column } from './column.ts';
import { DataTable } from './data-table.tsx';

type Client = { id: number; name: string };

const columns: Column<Client>[] = [
  { id: 'id', header: 'Nº', accessor: 'id' },
  { id: 'name', header: 'Nome', accessor: 'name' },
];
// The rows of the previous answer, still in hand when the next search fails.
const stale: Client[] = [
  { id: 1, name: 'Maria' },
  { id: 2, name: 'João' },
];
// What Apollo reports when fetch never reached the server.
const unreachable = new TypeError('Failed to fetch');

function renderFailed(onRetry = vi.fn()) {
  render(
    <DataTable
      mode="server"
      label="Clientes"
      columns={columns}
      rows={stale}
      rowKey={(row) => row.id}
      page={1}
      pageSize={10}
      sort={null}
      total={2}
      onChange={() => {}}
      error={unreachable}
      onRetry={onRetry}
    />,
  );
  return onRetry;
}

describe('a list whose last load failed', () => {
  it('says the server could not be reached instead of showing the previous rows', () => {
    renderFailed();

    expect(screen.getByRole('alert').textContent).toContain(
      'Não foi possível carregar os dados. Servidor Indisponível',
    );
    expect(screen.queryByText('Maria')).toBeNull();
  });

  it('says the browser is offline when it is, and asks again on Tentar novamente', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onRetry = renderFailed();

    expect(screen.getByRole('alert').textContent).toContain(
      'Sem ligação à Internet: a lista não corresponde à pesquisa nem aos filtros.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
