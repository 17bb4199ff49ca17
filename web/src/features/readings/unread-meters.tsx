import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { Column } from '../../ui/table/column.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { type UnreadMeterRow, UnreadMetersPageQuery } from './unread-query.ts';

const t = messages.homes.unread;
const count = new Intl.NumberFormat('pt-PT');
/** A street's worth of houses per page. */
const PAGE_SIZE = 50;

const columns: Column<UnreadMeterRow>[] = [
  { id: 'meterId', header: t.columns.meterId, accessor: (row) => Number(row.meterId) },
  { id: 'serial', header: t.columns.serial, accessor: 'serial' },
  { id: 'client', header: t.columns.client, accessor: 'client' },
  { id: 'address', header: t.columns.address, accessor: 'address' },
];

/** A zone's meters "por ler" in a month, in route order, page by page. */
export function UnreadMeters({ zoneId, month }: { zoneId: string; month: string }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE });
  const { data, previousData, loading, error, refetch } = useQuery(UnreadMetersPageQuery, {
    variables: { zoneId, month, page: paging.page, size: paging.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.unreadMetersPage;
  return (
    <div className="space-y-3">
      {result && (
        <p className="text-sm text-ink-muted" data-testid="unread-total">
          {t.total(count.format(result.total))}
        </p>
      )}
      <DataTable
        mode="server"
        label={t.unread}
        columns={columns}
        rows={result?.items ?? []}
        rowKey={(row) => String(row.meterId)}
        emptyText={t.empty}
        loading={loading && !result}
        error={error}
        onRetry={() => void refetch()}
        page={paging.page}
        pageSize={paging.pageSize}
        sort={null}
        total={result?.total ?? 0}
        onChange={(query) => setPaging({ page: query.page, pageSize: query.pageSize })}
      />
    </div>
  );
}
