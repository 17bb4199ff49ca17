import { messages } from '@agua/domain';
import type { ReadingState } from '@agua/domain/rules/reading';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { matchesSearch } from '../../ui/form/matches-search.ts';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { RowKey } from '../../ui/table/data-table.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { ReadingEditPanel } from './reading-edit-panel.tsx';
import { READING_STATE_OPTIONS } from './reading-period.ts';
import { panel, primaryButton } from './reading-styles.ts';
import { BulkUpdateReadingsMutation, type ReadingRow, ReadingsQuery } from './readings-query.ts';
import { ReadingsTable } from './readings-table.tsx';

const t = messages.readings;

/**
 * SPEC.md 2.8 'Leituras Pendentes': only PENDING readings; the chosen state applies to every reading listed (after
 * the search), in one all-or-nothing request, and the list reloads.
 */
export function PendingReadingsPage() {
  const user = useSessionUser();
  const dialog = useDialog();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const [editing, setEditing] = useState<ReadingRow | null>(null);
  const [bulkState, setBulkState] = useState<ReadingState | ''>('');
  const { data, previousData, loading, refetch } = useQuery(ReadingsQuery, {
    variables: { state: 'PENDING' },
    fetchPolicy: 'cache-and-network',
  });
  const [bulkUpdate, bulk] = useMutation(BulkUpdateReadingsMutation);
  const result = data ?? previousData;
  const rows = useMemo(
    () => (result?.readings ?? []).filter((row) => matchesSearch(row, search)),
    [result, search],
  );

  async function updateAll() {
    if (!bulkState || rows.length === 0) return;
    try {
      const answer = await bulkUpdate({
        variables: { input: { readingIds: rows.map((row) => row.readingId), state: bulkState } },
      });
      const payload = answer.data?.bulkUpdateReadings;
      if (payload?.message) {
        dialog.open({
          title: t.titles.pending,
          message: payload.message,
          type: 'error',
          showConfirmButton: true,
        });
        return;
      }
      toast.show({ type: 'success', message: t.bulkUpdated(payload?.readings.length ?? 0) });
      setSelected(new Set());
      setBulkState('');
    } catch (error) {
      dialog.open({
        title: t.titles.pending,
        message: error instanceof Error ? error.message : t.failure,
        type: 'error',
        showConfirmButton: true,
      });
    } finally {
      await refetch();
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t.titles.pending}
        breadcrumb={<Breadcrumb items={[{ label: t.titles.pending }]} />}
      />
      {editing && (
        <ReadingEditPanel
          key={editing.readingId}
          reading={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
      <section className={panel}>
        <div className="flex flex-wrap items-end gap-4">
          <SearchInput value={search} onChange={setSearch} className="max-w-sm flex-1" />
          {user.role === 'ADMIN' && (
            <>
              <Dropdown
                label={t.bulkState}
                value={bulkState}
                options={READING_STATE_OPTIONS}
                onChange={(event) => setBulkState(event.target.value as ReadingState | '')}
                className="w-56"
              />
              <button
                type="button"
                className={primaryButton}
                onClick={updateAll}
                disabled={!bulkState || rows.length === 0 || bulk.loading}
              >
                {bulk.loading ? t.saving : `${t.updateAll} (${rows.length})`}
              </button>
            </>
          )}
        </div>
        <ReadingsTable
          label={t.titles.pending}
          rows={rows}
          loading={loading && !result}
          emptyText={t.emptyPending}
          selected={selected}
          onSelectionChange={setSelected}
          onRowClick={setEditing}
        />
      </section>
    </div>
  );
}
