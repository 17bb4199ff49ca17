import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Column } from './column.ts';
import { DataTable, type RowKey } from './data-table.tsx';
import type { TableQuery } from './table-state.ts';

type Client = { id: number; name: string; balance: number };

const names = [
  'Maria',
  'João',
  'Ana',
  'Carlos',
  'Beatriz',
  'Rui',
  'Inês',
  'Paulo',
  'Sofia',
  'Tiago',
  'Lúcia',
  'Hugo',
];
const clients: Client[] = names.map((name, index) => ({
  id: index + 1,
  name,
  balance: (index % 4) * 100 - 150,
}));

const columns: Column<Client>[] = [
  { id: 'id', header: 'Nº', accessor: 'id', sortable: true, align: 'right' },
  { id: 'name', header: 'Nome', accessor: 'name', sortable: true },
  {
    id: 'balance',
    header: 'Saldo',
    accessor: (c) => c.balance,
    cell: (c) => `${c.balance} MZN`,
    align: 'right',
  },
];

const rowKey = (c: Client) => c.id;

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Clientes' });
  return within(table).getAllByRole('row').slice(1);
}

function firstCells(columnIndex = 1) {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[columnIndex]?.textContent);
}

const rangeLabel = () => screen.getByRole('status').textContent;

function Selectable({ onRowClick }: { onRowClick: (row: Client) => void }) {
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  return (
    <>
      <DataTable
        defaultPageSize={10}
        label="Clientes"
        columns={columns}
        rows={clients}
        rowKey={rowKey}
        onRowClick={onRowClick}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        rowLabel={(c) => c.name}
      />
      <p data-testid="selected">{[...selected].join(',')}</p>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DataTable, client-side', () => {
  it('shows the first page of rows, the page-size selector and the x - y de total label', () => {
    render(
      <DataTable defaultPageSize={10} label="Clientes" columns={columns} rows={clients} rowKey={rowKey} />,
    );
    expect(bodyRows()).toHaveLength(10);
    expect(rangeLabel()).toBe('1 - 10 de 12');
    const select = screen.getByLabelText('Tamanho da Pág.') as HTMLSelectElement;
    expect(select.value).toBe('10');
    expect([...select.options].map((o) => o.value)).toEqual(['10', '25', '50', '100']);
    expect(firstCells(2)[0]).toBe('-150 MZN');
  });

  it('toggles ascending and descending order when a header is clicked', async () => {
    const user = userEvent.setup();
    render(
      <DataTable defaultPageSize={10} label="Clientes" columns={columns} rows={clients} rowKey={rowKey} />,
    );
    const header = screen.getByRole('columnheader', { name: /Nome/ });
    expect(header.getAttribute('aria-sort')).toBe('none');

    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells()).toEqual([
      'Ana',
      'Beatriz',
      'Carlos',
      'Hugo',
      'Inês',
      'João',
      'Lúcia',
      'Maria',
      'Paulo',
      'Rui',
    ]);

    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()).toEqual([
      'Tiago',
      'Sofia',
      'Rui',
      'Paulo',
      'Maria',
      'Lúcia',
      'João',
      'Inês',
      'Hugo',
      'Carlos',
    ]);

    // Non-sortable columns offer no sort button.
    const saldo = screen.getByRole('columnheader', { name: 'Saldo' });
    expect(within(saldo).queryByRole('button')).toBeNull();
  });

  it('moves between pages with first / previous / next / last, disabled at the ends', async () => {
    const user = userEvent.setup();
    render(
      <DataTable defaultPageSize={10} label="Clientes" columns={columns} rows={clients} rowKey={rowKey} />,
    );
    const first = screen.getByRole('button', { name: 'Primeira página' }) as HTMLButtonElement;
    const previous = screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Página seguinte' }) as HTMLButtonElement;
    const last = screen.getByRole('button', { name: 'Última página' }) as HTMLButtonElement;
    expect(first.disabled && previous.disabled).toBe(true);

    await user.click(next);
    expect(rangeLabel()).toBe('11 - 12 de 12');
    expect(firstCells()).toEqual(['Lúcia', 'Hugo']);
    expect(next.disabled && last.disabled).toBe(true);
    await user.click(previous);
    expect(rangeLabel()).toBe('1 - 10 de 12');
    await user.click(last);
    expect(rangeLabel()).toBe('11 - 12 de 12');
    await user.click(first);
    expect(rangeLabel()).toBe('1 - 10 de 12');
  });

  it('applies a new page size only after 300 ms without further changes', () => {
    vi.useFakeTimers();
    render(
      <DataTable defaultPageSize={10} label="Clientes" columns={columns} rows={clients} rowKey={rowKey} />,
    );
    const select = screen.getByLabelText('Tamanho da Pág.') as HTMLSelectElement;

    fireEvent.change(select, { target: { value: '50' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(select, { target: { value: '25' } });
    expect(select.value).toBe('25');
    act(() => vi.advanceTimersByTime(299));
    expect(bodyRows()).toHaveLength(10);
    expect(rangeLabel()).toBe('1 - 10 de 12');

    act(() => vi.advanceTimersByTime(1));
    expect(bodyRows()).toHaveLength(12);
    expect(rangeLabel()).toBe('1 - 12 de 12');
  });

  it('keeps the page inside 1..pageCount when the data shrinks', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <DataTable defaultPageSize={10} label="Clientes" columns={columns} rows={clients} rowKey={rowKey} />,
    );
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(rangeLabel()).toBe('11 - 12 de 12');

    rerender(
      <DataTable
        defaultPageSize={10}
        label="Clientes"
        columns={columns}
        rows={clients.slice(0, 11)}
        rowKey={rowKey}
      />,
    );
    expect(rangeLabel()).toBe('11 - 11 de 11');
    expect(firstCells()).toEqual(['Lúcia']);

    rerender(<DataTable defaultPageSize={10} label="Clientes" columns={columns} rows={[]} rowKey={rowKey} />);
    expect(rangeLabel()).toBe('0 - 0 de 0');

    // Growing again does not jump back to the old page.
    rerender(
      <DataTable defaultPageSize={10} label="Clientes" columns={columns} rows={clients} rowKey={rowKey} />,
    );
    expect(rangeLabel()).toBe('1 - 10 de 12');
  });

  it('shows the empty text and, while loading, skeleton rows', () => {
    const { rerender } = render(
      <DataTable
        defaultPageSize={10}
        label="Clientes"
        columns={columns}
        rows={[]}
        rowKey={rowKey}
        emptyText="Nenhum contrato disponível"
      />,
    );
    expect(screen.getByText('Nenhum contrato disponível')).toBeTruthy();

    rerender(
      <DataTable defaultPageSize={10} label="Clientes" columns={columns} rows={[]} rowKey={rowKey} loading />,
    );
    const table = screen.getByRole('table', { name: 'Clientes' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByText('Nenhum registo disponível')).toBeNull();
  });

  it('activates a row by click or Enter when rows are clickable', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(
      <DataTable
        defaultPageSize={10}
        label="Clientes"
        columns={columns}
        rows={clients}
        rowKey={rowKey}
        onRowClick={onRowClick}
      />,
    );
    const [firstRow, secondRow] = bodyRows();

    await user.click(within(firstRow!).getByText('Maria'));
    expect(onRowClick).toHaveBeenLastCalledWith(clients[0]);

    expect(secondRow!.tabIndex).toBe(0);
    secondRow!.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(clients[1]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('marks the row open in a form beside the table as the current one', () => {
    const { rerender } = render(
      <DataTable
        defaultPageSize={10}
        label="Clientes"
        columns={columns}
        rows={clients}
        rowKey={rowKey}
        activeKey={2}
      />,
    );
    expect(bodyRows().map((row) => row.getAttribute('aria-current'))).toEqual([
      null,
      'true',
      ...Array<null>(8).fill(null),
    ]);
    rerender(
      <DataTable
        defaultPageSize={10}
        label="Clientes"
        columns={columns}
        rows={clients}
        rowKey={rowKey}
        activeKey={null}
      />,
    );
    expect(bodyRows().some((row) => row.hasAttribute('aria-current'))).toBe(false);
  });

  it('selects rows one by one and the whole page at once', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(<Selectable onRowClick={onRowClick} />);
    const selectedText = () => screen.getByTestId('selected').textContent;

    await user.click(screen.getByRole('checkbox', { name: 'João' }));
    expect(selectedText()).toBe('2');
    expect(onRowClick).not.toHaveBeenCalled();

    const all = screen.getByRole('checkbox', {
      name: 'Seleccionar todas as linhas desta página',
    }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(selectedText()).toBe('2,1,3,4,5,6,7,8,9,10');
    expect(all.checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Página seguinte' }));
    expect(all.checked).toBe(false);
    await user.click(all);
    expect(selectedText()).toBe('2,1,3,4,5,6,7,8,9,10,11,12');

    await user.click(all);
    expect(selectedText()).toBe('2,1,3,4,5,6,7,8,9,10');
  });
});

describe('DataTable on a phone', () => {
  it("labels each cell with its column's header, the card's label when the header row is not shown", () => {
    render(<Selectable onRowClick={() => {}} />);
    const [first] = bodyRows();
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Seleccionar linha',
      'Nº',
      'Nome',
      'Saldo',
    ]);
    // The label is drawn by CSS, so the cell's own text stays the value alone.
    expect(cells[2]?.textContent).toBe('Maria');
    expect(
      screen
        .getByRole('table', { name: 'Clientes' })
        .querySelector('thead tr')
        ?.getAttribute('data-sort-label'),
    ).toBe('Ordenar por');
  });
});

describe('DataTable, compact density and long text', () => {
  it('keeps the full text of a long-text cell in its tooltip and the sort headers usable', async () => {
    type Contract = { id: number; description: string };
    const long = 'Contrato de fornecimento de água (Doméstico) com contador partilhado';
    const onSort = vi.fn();
    render(
      <DataTable
        mode="server"
        density="compact"
        label="Contratos"
        columns={[
          { id: 'id', header: 'Id Contrato', accessor: 'id', sortable: true, nowrap: true, wrapHeader: true },
          { id: 'description', header: 'Descrição', accessor: 'description', longText: true },
        ]}
        rows={[{ id: 7, description: long }] satisfies Contract[]}
        rowKey={(row) => row.id}
        page={1}
        pageSize={5}
        sort={null}
        total={1}
        onChange={onSort}
      />,
    );
    const cell = screen.getByRole('cell', { name: long });
    expect(within(cell).getByTitle(long).textContent).toBe(long);
    await userEvent.click(screen.getByRole('button', { name: 'Id Contrato' }));
    expect(onSort).toHaveBeenCalledWith({ page: 1, pageSize: 5, sort: { columnId: 'id', direction: 'asc' } });
  });
});

describe('DataTable, server-side', () => {
  const pageTwo = clients.slice(5, 10);

  function renderServer(overrides: Partial<TableQuery & { total: number; rows: Client[] }> = {}) {
    const onChange = vi.fn();
    const props = {
      label: 'Clientes',
      columns,
      rowKey,
      rows: overrides.rows ?? pageTwo,
      page: overrides.page ?? 2,
      pageSize: overrides.pageSize ?? 5,
      sort: overrides.sort ?? null,
      total: overrides.total ?? 48,
      onChange,
    };
    const view = render(<DataTable mode="server" {...props} />);
    return {
      onChange,
      rerender: (next: Partial<typeof props>) =>
        view.rerender(<DataTable mode="server" {...props} {...next} />),
    };
  }

  it('renders the given rows as they are, with the server total', () => {
    renderServer({ rows: clients, pageSize: 5 });
    // Twelve rows given for a page of five: the server decides, the table does not slice.
    expect(bodyRows()).toHaveLength(12);
    expect(rangeLabel()).toBe('6 - 10 de 48');
  });

  it('asks for other pages instead of paging itself', async () => {
    const user = userEvent.setup();
    const { onChange } = renderServer();
    expect(firstCells()).toEqual(pageTwo.map((c) => c.name));

    await user.click(screen.getByRole('button', { name: 'Página seguinte' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, pageSize: 5, sort: null });
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 10, pageSize: 5, sort: null });
    // Still showing what the owner gave: nothing changes until new props arrive.
    expect(rangeLabel()).toBe('6 - 10 de 48');
  });

  it('emits the sort and goes back to page 1 without reordering the rows itself', async () => {
    const user = userEvent.setup();
    const { onChange, rerender } = renderServer();
    const header = screen.getByRole('columnheader', { name: /Nome/ });
    await user.click(within(header).getByRole('button'));
    expect(onChange).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 5,
      sort: { columnId: 'name', direction: 'asc' },
    });
    expect(firstCells()).toEqual(pageTwo.map((c) => c.name));

    rerender({ page: 1, sort: { columnId: 'name', direction: 'asc' } });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header).getByRole('button'));
    expect(onChange).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 5,
      sort: { columnId: 'name', direction: 'desc' },
    });
  });

  it('emits a page-size change once, after the debounce', () => {
    vi.useFakeTimers();
    const { onChange } = renderServer();
    const select = screen.getByLabelText('Tamanho da Pág.');
    fireEvent.change(select, { target: { value: '50' } });
    fireEvent.change(select, { target: { value: '10' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    // Row 6 opened page 2 of 5; with 10 a page it is on page 1.
    expect(onChange).toHaveBeenCalledWith({ page: 1, pageSize: 10, sort: null });
  });

  it('asks for the last existing page when the total shrinks', () => {
    const { onChange, rerender } = renderServer({ page: 10, rows: clients.slice(0, 3) });
    expect(rangeLabel()).toBe('46 - 48 de 48');
    expect(onChange).not.toHaveBeenCalled();

    rerender({ total: 17 });
    expect(onChange).toHaveBeenCalledWith({ page: 4, pageSize: 5, sort: null });
    expect(rangeLabel()).toBe('16 - 17 de 17');
  });
});
