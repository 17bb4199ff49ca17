import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { saveBlob } from '../../lib/files/fetch-file.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { Checkbox } from '../../ui/form/checkbox.tsx';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useListFilter } from '../../ui/table/list-memory.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { useToast } from '../../ui/toast/toast-context.ts';
import { ReadingEditPanel } from './reading-edit-panel.tsx';
import { useReadingFiles } from './reading-files.ts';
import { panel } from './reading-styles.ts';
import { ALL_ZONES, type ReadingRow, ReadingsPageQuery } from './readings-query.ts';
import { ReadingsTable } from './readings-table.tsx';
import { UnreadFilter } from './unread-filter.tsx';
import { UnreadMeters } from './unread-meters.tsx';
import { ZoneFilter } from './zone-filter.tsx';

const t = messages.readings;
const u = messages.homes.unread;

/**
 * 'Listar Leituras': zone filter, search, the table, the edit panel and the zone's field sheet; or, with "Mostrar:
 * Contadores por ler" and a month (`porLer` in the address, as the homes and Relatórios link it), the zone's meters
 * still to read.
 */
export function ReadingsListPage() {
  const files = useReadingFiles();
  const dialog = useDialog();
  const toast = useToast();
  const [zone, setZone] = useListFilter('zona', ALL_ZONES);
  const [unreadMonth, setUnreadMonth] = useListFilter('porLer', '');
  const [onlyUnread, setOnlyUnread] = useState(false);
  const table = useServerTable({ columnId: 'readingId', direction: 'desc' });
  const [editing, setEditing] = useState<ReadingRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(ReadingsPageQuery, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search: table.appliedSearch || null,
      sort: table.sortParam,
      zoneId: zone === ALL_ZONES ? null : zone,
    },
    fetchPolicy: 'cache-and-network',
  });
  const result = data ?? previousData;
  const rows = result?.readingsPage.items ?? [];
  const total = result?.readingsPage.total ?? 0;
  const zones = result?.zones ?? [];

  async function exportSheet() {
    setExporting(true);
    try {
      const { blob, fileName } = await files.zoneSheet(zone, onlyUnread);
      saveBlob(blob, fileName ?? `leituras-${zone}.xlsx`);
      toast.show({ type: 'success', message: t.exported });
    } catch (error) {
      dialog.open({
        title: messages.dialog.errorTitle,
        message: error instanceof Error && error.message ? error.message : t.failure,
        type: 'error',
        showConfirmButton: true,
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t.titles.list}
        breadcrumb={<Breadcrumb items={[{ label: t.titles.list }]} />}
        actions={
          zone !== ALL_ZONES && (total > 0 || unreadMonth) ? (
            <>
              <Checkbox label={u.onlyUnread} checked={onlyUnread} onChange={setOnlyUnread} />
              <Button icon={ArrowDownTrayIcon} onClick={exportSheet} disabled={exporting}>
                {t.exportExcel}
              </Button>
            </>
          ) : null
        }
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
          <ZoneFilter
            zones={zones}
            value={zone}
            onChange={(value) => {
              setZone(value);
              table.onChange({ ...table.query, page: 1 });
            }}
          />
          <UnreadFilter month={unreadMonth} onChange={setUnreadMonth} />
          {!unreadMonth && (
            <SearchInput
              value={table.search}
              onChange={table.setSearch}
              // Wraps onto its own line rather than shrinking beside the filters on a phone.
              className="max-w-sm min-w-60 flex-1 basis-64"
            />
          )}
        </div>
        {unreadMonth ? (
          zone === ALL_ZONES ? (
            <p className="text-sm text-ink-muted">{u.chooseZone}</p>
          ) : (
            <UnreadMeters key={`${zone}-${unreadMonth}`} zoneId={zone} month={unreadMonth} />
          )
        ) : (
          <ReadingsTable
            paging={{
              mode: 'server',
              page: table.query.page,
              pageSize: table.query.pageSize,
              sort: table.query.sort,
              total,
              onChange: table.onChange,
            }}
            label={t.titles.list}
            rows={rows}
            loading={loading && !result}
            error={error}
            onRetry={() => void refetch()}
            emptyText={t.empty}
            onRowClick={setEditing}
          />
        )}
      </section>
    </div>
  );
}
