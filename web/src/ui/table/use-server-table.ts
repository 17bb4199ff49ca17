import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type SortState, type TableQuery } from './table-state.ts';
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

/**
 * State of a table whose rows live on the server (tens of thousands of clients): page, size, sort and a debounced
 * search; a new search starts again at page 1.
 */
export function useServerTable(defaultSort: SortState | null = null): ServerTableState {
  const [search, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [query, setQuery] = useState<TableQuery>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: defaultSort });
  const apply = useDebouncedCallback((value: string) => {
    setAppliedSearch(value.trim());
    setQuery((current) => ({ ...current, page: 1 }));
  }, SEARCH_DEBOUNCE_MS);

  return {
    search,
    setSearch: (value) => {
      setSearchText(value);
      apply(value);
    },
    appliedSearch,
    query,
    onChange: setQuery,
    sortParam: query.sort ? `${query.sort.columnId},${query.sort.direction}` : null,
  };
}
