import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListMemoryProvider, useListFilter } from './list-memory.tsx';
import { SEARCH_DEBOUNCE_MS, useServerTable } from './use-server-table.ts';

function List() {
  const table = useServerTable({ columnId: 'id', direction: 'desc' });
  const [zone, setZone] = useListFilter('zona', 'TODAS');
  return (
    <div>
      <input aria-label="Pesquisar" value={table.search} onChange={(e) => table.setSearch(e.target.value)} />
      <button type="button" onClick={() => table.onChange({ ...table.query, page: 3, pageSize: 50 })}>
        página 3
      </button>
      <button type="button" onClick={() => setZone('7')}>
        zona 7
      </button>
      <output>{`${table.appliedSearch}|${table.query.page}|${table.query.pageSize}|${table.sortParam}|${zone}`}</output>
    </div>
  );
}

const shown = () => screen.getByRole('status').textContent;
const renderAs = (userId: string) =>
  render(
    <ListMemoryProvider userId={userId}>
      <List />
    </ListMemoryProvider>,
  );

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/manager/customers');
});
afterEach(() => vi.useRealTimers());

describe('a list keeps its state in the address and remembers it per user and screen', () => {
  it('opens with 25 rows and the default sort, writes each change into the address', () => {
    vi.useFakeTimers();
    renderAs('1');
    expect(shown()).toBe('|1|25|id,desc|TODAS');
    act(() => screen.getByRole('button', { name: 'página 3' }).click());
    act(() => screen.getByRole('button', { name: 'zona 7' }).click());
    expect(new URLSearchParams(window.location.search).toString()).toBe('pagina=3&linhas=50&zona=7');
  });

  it('starts from the address when it names the list (a bookmark, a link, a reload)', () => {
    window.history.replaceState(null, '', '/manager/customers?q=amelia&pagina=2&ordem=name,asc&zona=4');
    renderAs('1');
    expect(shown()).toBe('amelia|2|25|name,asc|4');
  });

  it('reopens as the same user left it, and not for another user', () => {
    vi.useFakeTimers();
    const first = renderAs('1');
    fireEvent.change(screen.getByLabelText('Pesquisar'), { target: { value: 'cossa' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => screen.getByRole('button', { name: 'zona 7' }).click());
    expect(shown()).toBe('cossa|1|25|id,desc|7');
    first.unmount();

    window.history.replaceState(null, '', '/manager/customers');
    const again = renderAs('1');
    expect(shown()).toBe('cossa|1|25|id,desc|7');
    // Reopened from memory, the address says so too, ready to be copied.
    expect(new URLSearchParams(window.location.search).toString()).toBe('q=cossa&zona=7');
    again.unmount();

    window.history.replaceState(null, '', '/manager/customers');
    renderAs('2');
    expect(shown()).toBe('|1|25|id,desc|TODAS');
  });

  it('ignores values it would not have written', () => {
    window.history.replaceState(
      null,
      '',
      `/manager/customers?pagina=-4&linhas=7&ordem=x;drop&q=${'a'.repeat(500)}`,
    );
    renderAs('1');
    expect(shown()).toBe('|1|25|id,desc|TODAS');
  });
});
