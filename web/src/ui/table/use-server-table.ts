import { useState } from 'react';
import { useListMemory } from './list-memory.tsx';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type SortState, type TableQuery } from './table-state.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';

/** Typing pauses this long before the server is asked again, so a word costs one request, not one per key. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ServerTableState {
  /** What the search box shows (updates on every key). */
  search: string;
  setSearch: (value: string) => void;
  /** The search the server is asked for (debounced). */
  appliedSearch: string;
  query: TableQuery;
  onChange: (query: TableQuery) => void;
  /** `field,asc` for the api, from the sorted column's id. */
  sortParam: string | null;
}

/** The address's names for a list's state (list-memory.tsx), in the staff's language. */
const PARAMS = ['q', 'pagina', 'linhas', 'ordem'] as const;

function sortOf(text: string | undefined): SortState | null | undefined {
  const match = text ? /^([A-Za-z][A-Za-z0-9]{0,40}),(asc|desc)$/.exec(text) : null;
  return match ? { columnId: match[1]!, direction: match[2] as SortState['direction'] } : undefined;
}

function sizeOf(text: string | undefined): number | undefined {
  const size = Number(text);
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : undefined;
}

function pageOf(text: string | undefined): number | undefined {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : undefined;
}

/**
 * State of a table whose rows live on the server (tens of thousands of clients): page, size, sort and a debounced
 * search; a new search starts again at page 1. The state is kept in the address and remembered per user and screen
 * (list-memory.tsx) unless `remember` is false (a list inside another record, as a statement's lines).
 */
export function useServerTable(
  defaultSort: SortState | null = null,
  { remember = true }: { remember?: boolean } = {},
): ServerTableState {
  const memory = useListMemory(remember ? PARAMS : []);
  const stored = memory.values;
  const [search, setSearchText] = useState(stored.q ?? '');
  const [appliedSearch, setAppliedSearch] = useState((stored.q ?? '').trim());
  const [query, setQuery] = useState<TableQuery>({
    page: pageOf(stored.pagina) ?? 1,
    pageSize: sizeOf(stored.linhas) ?? DEFAULT_PAGE_SIZE,
    sort: sortOf(stored.ordem) ?? defaultSort,
  });
  const save = (next: TableQuery, q: string) => {
    if (!remember) return;
    const sort = next.sort ? `${next.sort.columnId},${next.sort.direction}` : '';
    const isDefaultSort =
      next.sort?.columnId === defaultSort?.columnId && next.sort?.direction === defaultSort?.direction;
    memory.save({
      q,
      pagina: next.page > 1 ? String(next.page) : '',
      linhas: next.pageSize !== DEFAULT_PAGE_SIZE ? String(next.pageSize) : '',
      ordem: isDefaultSort ? '' : sort,
    });
  };
  const apply = useDebouncedCallback((value: string) => {
    const trimmed = value.trim();
    setAppliedSearch(trimmed);
    setQuery((current) => {
      const next = { ...current, page: 1 };
      save(next, trimmed);
      return next;
    });
  }, SEARCH_DEBOUNCE_MS);

  return {
    search,
    setSearch: (value) => {
      setSearchText(value);
      apply(value);
    },
    appliedSearch,
    query,
    onChange: (next) => {
      setQuery(next);
      save(next, appliedSearch);
    },
    sortParam: query.sort ? `${query.sort.columnId},${query.sort.direction}` : null,
  };
}
