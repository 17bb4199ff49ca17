import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { MpesaStatementLinesQuery } from './mpesa-statement-query.ts';
import { lineColumns, type StatementColumnActions } from './statement-columns.tsx';

const s = messages.mpesa.statement;

interface Props {
  statementId: string;
  match: 'MATCHED' | 'MISMATCHED' | 'UNMATCHED';
  actions: StatementColumnActions;
}

/**
 * One group's lines, a page at a time from the gateway: a statement may hold 50 000 lines, so the screen never asks
 * for them all. The lines keep the file's order (no column sorts).
 */
export function StatementLines({ statementId, match, actions }: Props) {
  const table = useServerTable(null, { remember: false });
  const { data, previousData, loading, error, refetch } = useQuery(MpesaStatementLinesQuery, {
    variables: { id: statementId, match, page: table.query.page, size: table.query.pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const lines = (data ?? previousData)?.mpesaStatement?.lines;
  const columns = lineColumns(match, actions).map((column) => ({ ...column, sortable: false }));

  return (
    <section aria-label={s.groups[match]} className="space-y-2" data-testid={`lines-${match}`}>
      <h3 className="text-sm font-semibold text-ink">
        {`${s.groups[match]} — ${s.screens.count(lines?.total ?? 0)}`}
      </h3>
      <DataTable
        mode="server"
        page={table.query.page}
        pageSize={table.query.pageSize}
        sort={null}
        total={lines?.total ?? 0}
        onChange={table.onChange}
        columns={columns}
        rows={lines?.items ?? []}
        rowKey={(row) => row.id}
        label={s.groups[match] ?? match}
        emptyText={s.screens.emptyGroup}
        density="compact"
        loading={loading && !lines}
        error={error}
        onRetry={() => void refetch()}
      />
    </section>
  );
}
