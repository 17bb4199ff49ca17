import { MPESA_STATUSES } from '@agua/domain/contracts/mpesa-payment';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { mpesaPaymentColumns } from './mpesa-payment-columns.tsx';
import { MpesaPaymentsPageQuery } from './mpesa-query.ts';
import { useReverseMpesaPayment } from './use-reverse-mpesa-payment.ts';

const m = messages.mpesa;
const f = m.fields;

/** Every request, newest first; an administrator reverses (Estornar) a paid one after confirming. */
export function MpesaRequestList({ onOpenReceipt }: { onOpenReceipt: (receiptId: string) => void }) {
  const admin = useSessionUser().role === 'ADMIN';
  const reversal = useReverseMpesaPayment();
  const [status, setStatus] = useState('');
  const table = useServerTable();
  const { data, previousData, loading } = useQuery(MpesaPaymentsPageQuery, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search: table.appliedSearch || null,
      status: status ? [status] : null,
    },
    fetchPolicy: 'cache-and-network',
    pollInterval: 10_000,
  });
  const result = data ?? previousData;
  const { reversing } = reversal;
  const columns = mpesaPaymentColumns({
    onOpenReceipt,
    onReverse: admin ? reversal.choose : undefined,
    reversingId: reversal.busyId,
  });

  return (
    <>
      <ConfirmDialog
        open={reversing !== null}
        title={m.screens.reverseTitle}
        message={reversing ? m.screens.reverseConfirm(formatMZN(reversing.amount), reversing.clientName) : ''}
        confirmLabel={m.screens.reverse}
        cancelLabel={m.screens.cancel}
        onConfirm={() => void reversal.confirm()}
        onCancel={reversal.cancel}
      />
      <section className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <div className="flex flex-wrap items-end gap-4">
          <SearchInput value={table.search} onChange={table.setSearch} className="w-full max-w-sm" />
          <Dropdown
            label={f.status}
            value={status}
            placeholder={null}
            options={[
              { value: '', label: m.screens.allStatuses },
              ...MPESA_STATUSES.map((value) => ({ value, label: m.statuses[value] ?? value })),
            ]}
            onChange={(event) => {
              setStatus(event.target.value);
              table.onChange({ ...table.query, page: 1 });
            }}
            className="w-full sm:w-56"
          />
        </div>
        <DataTable
          mode="server"
          page={table.query.page}
          pageSize={table.query.pageSize}
          sort={table.query.sort}
          total={result?.mpesaPaymentsPage.total ?? 0}
          onChange={table.onChange}
          columns={columns}
          rows={result?.mpesaPaymentsPage.items ?? []}
          rowKey={(row) => row.id}
          label={m.screens.listTitle}
          density="compact"
          loading={loading && !result}
          emptyText={m.screens.empty}
        />
      </section>
    </>
  );
}
