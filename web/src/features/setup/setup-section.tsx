import { messages } from '@agua/domain/messages';
import { ArrowPathIcon, PencilSquareIcon, PlusIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { type FormEventHandler, type ReactNode, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { matchesSearch } from '../../ui/form/matches-search.ts';
import { SearchInput } from '../../ui/form/search-input.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable, type RowKey } from '../../ui/table/data-table.tsx';

const a = messages.setup.actions;

interface SetupSectionProps<Row> {
  /** Title in add mode and in edit mode: the title switches with the mode. */
  addTitle: string;
  editTitle: string;
  /** 'Adicionar ...' in add mode; edit mode reads 'Actualizar Dados'. */
  addLabel: string;
  editing: boolean;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClear: () => void;
  /** The form's fields, laid out in a responsive grid. */
  children: ReactNode;
  /** The records: a row click loads it into the form. */
  table: {
    label: string;
    emptyText: string;
    columns: readonly Column<Row>[];
    rows: readonly Row[];
    rowKey: (row: Row) => RowKey;
    loading: boolean;
    /** Loads the row into the form (tabs whose records are edited). */
    onRowClick?: (row: Row) => void;
    /** The record open in the form, highlighted in the table. */
    activeKey?: RowKey | null;
  };
}

/** One setup tab: the add/edit form on top, the searchable, sortable table of records under it. */
export function SetupSection<Row>({
  addTitle,
  editTitle,
  addLabel,
  editing,
  saving,
  onSubmit,
  onClear,
  children,
  table,
}: SetupSectionProps<Row>) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const rows = search ? table.rows.filter((row) => matchesSearch(row, search)) : table.rows;

  return (
    <div className="space-y-6">
      <section
        aria-labelledby={titleId}
        className={clsx(
          'rounded-2xl border bg-surface p-6 shadow-sm transition-colors',
          editing ? 'border-accent/60 ring-1 ring-accent/30' : 'border-line',
        )}
      >
        <div className="mb-5 flex items-center gap-3">
          <span
            className={clsx(
              'flex size-9 items-center justify-center rounded-full',
              editing
                ? 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300'
                : 'bg-accent-soft text-accent',
            )}
          >
            {editing ? (
              <PencilSquareIcon aria-hidden="true" className="size-5" />
            ) : (
              <PlusIcon aria-hidden="true" className="size-5" />
            )}
          </span>
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {editing ? editTitle : addTitle}
          </h2>
        </div>
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
          <div className="mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-line pt-5">
            <Button variant="secondary" icon={ArrowPathIcon} onClick={onClear}>
              {a.clear}
            </Button>
            <Button type="submit" disabled={saving} icon={editing ? PencilSquareIcon : PlusIcon}>
              {editing ? a.update : addLabel}
            </Button>
          </div>
        </form>
      </section>

      <section className="space-y-4 rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-ink">{table.label}</h2>
          <SearchInput value={search} onChange={setSearch} className="w-full sm:w-72" />
        </div>
        <DataTable
          label={table.label}
          columns={table.columns}
          rows={rows}
          rowKey={table.rowKey}
          loading={table.loading}
          emptyText={table.emptyText}
          onRowClick={table.onRowClick}
          activeKey={table.activeKey}
        />
      </section>
    </div>
  );
}
