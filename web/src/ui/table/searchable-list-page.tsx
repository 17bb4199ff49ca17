import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Fragment, type ReactNode, useState } from 'react';
import { Breadcrumb } from '../breadcrumb.tsx';
import { SearchInput } from '../form/search-input.tsx';
import { PageHeader } from '../page-header.tsx';
import type { Column } from './column.ts';
import { DataTable } from './data-table.tsx';
import type { SortState } from './table-state.ts';
import { useServerTable } from './use-server-table.ts';

/** The variables of a list query whose pages, search and sort live on the server. */
export interface ListPageVariables {
  page: number;
  size: number;
  search?: string | null;
  sort?: string | null;
}

interface SearchableListPageProps<Row, Data> {
  title: string;
  query: TypedDocumentNode<Data, ListPageVariables>;
  /** The page of rows in the query's answer. */
  select: (data: Data) => { items: readonly Row[]; total: number };
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
  defaultSort: SortState;
  /** The panel of the row clicked, above the list (keyed by the row, so another row starts it afresh). */
  panel: (row: Row, close: () => void) => ReactNode;
}

/**
 * A list screen of the operations (Listar Cortes, Listar Suspensões): title, search and pages on the server, and a
 * row that opens its edit panel above the list.
 */
export function SearchableListPage<Row, Data>({
  title,
  query,
  select,
  columns,
  rowKey,
  emptyText,
  defaultSort,
  panel,
}: SearchableListPageProps<Row, Data>) {
  const table = useServerTable(defaultSort);
  const [editing, setEditing] = useState<Row | null>(null);
  const { data, previousData, loading } = useQuery(query, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search: table.appliedSearch || null,
      sort: table.sortParam,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const page = shown ? select(shown as Data) : undefined;

  return (
    <div className="space-y-6">
      <PageHeader title={title} breadcrumb={<Breadcrumb items={[{ label: title }]} />} />
      {editing && <Fragment key={rowKey(editing)}>{panel(editing, () => setEditing(null))}</Fragment>}
      <section className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <SearchInput value={table.search} onChange={table.setSearch} className="max-w-sm" />
        <DataTable
          mode="server"
          label={title}
          columns={columns}
          rows={page?.items ?? []}
          rowKey={rowKey}
          emptyText={emptyText}
          loading={loading && !page}
          activeKey={editing ? rowKey(editing) : null}
          onRowClick={setEditing}
          page={table.query.page}
          pageSize={table.query.pageSize}
          sort={table.query.sort}
          total={page?.total ?? 0}
          onChange={table.onChange}
        />
      </section>
    </div>
  );
}
