import type { ReadingState } from '@agua/domain/contracts/reading';
import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { RowKey } from '../../ui/table/data-table.tsx';
import { useListFilter } from '../../ui/table/list-memory.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { ReadingCapturePanel } from './reading-capture-panel.tsx';
import { ReadingEditPanel } from './reading-edit-panel.tsx';
import { READING_STATE_OPTIONS, stateLabel } from './reading-period.ts';
import { panel } from './reading-styles.ts';
import { ALL_ZONES, type ReadingRow, ReadingsPageQuery } from './readings-query.ts';
import { ReadingsTable } from './readings-table.tsx';
import { useBulkReadings } from './use-bulk-readings.ts';
import { ZoneFilter } from './zone-filter.tsx';

const t = messages.readings;

/**
 * 'Leituras Pendentes': only PENDING readings, one page at a time from the server. The chosen state applies, after
 * the user confirms the count and the state, either to every reading listed (the zone and search, on every page:
 * one all-or-nothing request that sends the filter rather than the ids) or to the ticked rows; the list reloads.
 */
export function PendingReadingsPage() {
  const user = useSessionUser();
  const [zone, setZone] = useListFilter('zona', ALL_ZONES);
  const table = useServerTable({ columnId: 'readingId', direction: 'desc' });
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const [editing, setEditing] = useState<ReadingRow | null>(null);
  const zoneId = zone === ALL_ZONES ? null : zone;
  const search = table.appliedSearch || null;
  const { data, previousData, loading, error, refetch } = useQuery(ReadingsPageQuery, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search,
      sort: table.sortParam,
      zoneId,
      state: 'PENDING',
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = data ?? previousData;
  const rows = result?.readingsPage.items ?? [];
  const total = result?.readingsPage.total ?? 0;
  const zones = result?.zones ?? [];
  // The count on the button is the total of the zone and search the update will send; while a new zone or search
  // is loading, the total shown belongs to the previous one, so the button waits.
  const settled = data !== undefined;
  const bulk = useBulkReadings({
    total,
    settled,
    selected,
    zoneId,
    search,
    onUpdated: () => {
      setSelected(new Set());
      table.onChange({ ...table.query, page: 1 });
    },
    reload: refetch,
  });

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
      {editing && user.role === 'ADMIN' && <ReadingCapturePanel readingId={editing.readingId} />}
      <section className={panel}>
        <div className="flex flex-wrap items-end gap-4">
          <ZoneFilter
            zones={zones}
            value={zone}
            onChange={(value) => {
              setZone(value);
              setSelected(new Set());
              table.onChange({ ...table.query, page: 1 });
            }}
          />
          <SearchInput
            value={table.search}
            onChange={table.setSearch}
            // Wraps onto its own line rather than shrinking beside the filters on a phone.
            className="max-w-sm min-w-60 flex-1 basis-64"
          />
          {user.role === 'ADMIN' && (
            <>
              <Dropdown
                label={t.bulkState}
                value={bulk.bulkState}
                options={READING_STATE_OPTIONS}
                onChange={(event) => bulk.setBulkState(event.target.value as ReadingState | '')}
                className="w-full sm:w-56"
              />
              {selected.size > 0 && (
                <Button
                  variant="secondary"
                  onClick={() => bulk.ask('selected')}
                  disabled={!bulk.bulkState || bulk.busy}
                >
                  {`${t.updateSelected} (${selected.size})`}
                </Button>
              )}
              <Button
                onClick={() => bulk.ask('all')}
                disabled={!bulk.bulkState || total === 0 || !settled || bulk.busy}
              >
                {bulk.busy ? t.saving : `${t.updateAll} (${total})`}
              </Button>
            </>
          )}
          {/* One dialog for both questions: the count and state, then (when approval left flagged readings
              pending) whether to include them. */}
          <ConfirmDialog
            open={bulk.asking !== null || bulk.flagged !== null}
            title={t.confirmBulk.title}
            message={
              bulk.flagged
                ? messages.fieldReadings.bulk.confirmFlagged(bulk.flagged.count)
                : t.confirmBulk.message(bulk.askedCount, stateLabel(bulk.bulkState))
            }
            confirmLabel={bulk.flagged ? messages.fieldReadings.bulk.includeFlagged : t.confirmBulk.confirm}
            cancelLabel={t.confirmBulk.cancel}
            onConfirm={() => {
              if (bulk.flagged) bulk.includeFlagged();
              else if (bulk.asking) void bulk.apply(bulk.asking);
            }}
            onCancel={bulk.flagged ? bulk.leaveFlagged : bulk.cancel}
          />
        </div>
        <ReadingsTable
          paging={{
            mode: 'server',
            page: table.query.page,
            pageSize: table.query.pageSize,
            sort: table.query.sort,
            total,
            onChange: table.onChange,
          }}
          label={t.titles.pending}
          rows={rows}
          loading={loading && !result}
          error={error}
          onRetry={() => void refetch()}
          emptyText={t.emptyPending}
          // The ticks choose the readings 'Actualizar Seleccionadas' changes: only an administrator changes states.
          selection={user.role === 'ADMIN' ? { selected, onChange: setSelected } : undefined}
          onRowClick={setEditing}
        />
      </section>
    </div>
  );
}
