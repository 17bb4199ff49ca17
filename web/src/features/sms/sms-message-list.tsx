import { SMS_EVENTS, SMS_STATES } from '@agua/domain/contracts/sms';
import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { SmsEvent, SmsState } from '../../gql/graphql.ts';
import { useAreaPath } from '../../lib/area.tsx';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { SearchInput } from '../../ui/form/search-input.tsx';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { smsMessageColumns } from './sms-message-columns.tsx';
import { SMS_PATHS } from './sms-paths.ts';
import { SmsMessagesPageQuery } from './sms-query.ts';
import { useResendSms } from './use-resend-sms.ts';

const s = messages.sms;

/** The outbox, newest first, filtered by state, event, period and text; one client's when `clientId` is given. */
export function SmsMessageList({ clientId }: { clientId?: string }) {
  const toArea = useAreaPath();
  const resend = useResendSms();
  const table = useServerTable();
  const [state, setState] = useState('');
  const [event, setEvent] = useState('');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const { data, previousData, loading } = useQuery(SmsMessagesPageQuery, {
    variables: {
      page: table.query.page,
      size: table.query.pageSize,
      search: table.appliedSearch || null,
      states: state ? [state as SmsState] : null,
      events: event ? [event as SmsEvent] : null,
      clientId: clientId ?? null,
      from,
      to,
    },
    fetchPolicy: 'cache-and-network',
    pollInterval: 10_000,
  });
  const result = data ?? previousData;
  const firstPage = () => table.onChange({ ...table.query, page: 1 });
  const columns = smsMessageColumns({
    clientLink: clientId ? undefined : (id) => `${toArea(SMS_PATHS.client)}?clientId=${id}`,
    onResend: (row) => void resend.choose(row),
    resendingId: resend.busyId,
  });
  const choice = (all: readonly string[], labels: Record<string, string>) => [
    { value: '', label: s.screens.all },
    ...all.map((value) => ({ value, label: labels[value] ?? value })),
  ];

  return (
    <section className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs">
      <div className="flex flex-wrap items-end gap-4">
        {!clientId && (
          <SearchInput value={table.search} onChange={table.setSearch} className="w-full sm:w-56" />
        )}
        <Dropdown
          label={s.fields.state}
          value={state}
          placeholder={null}
          options={choice(SMS_STATES, s.states)}
          onChange={(change) => {
            setState(change.target.value);
            firstPage();
          }}
          className="w-full sm:w-44"
        />
        <Dropdown
          label={s.fields.event}
          value={event}
          placeholder={null}
          options={choice(SMS_EVENTS, s.events)}
          onChange={(change) => {
            setEvent(change.target.value);
            firstPage();
          }}
          className="w-full sm:w-48"
        />
        <DatePicker label={s.fields.from} value={from} onChange={setFrom} className="w-full sm:w-44" />
        <DatePicker label={s.fields.to} value={to} onChange={setTo} className="w-full sm:w-44" />
      </div>
      <DataTable
        mode="server"
        page={table.query.page}
        pageSize={table.query.pageSize}
        sort={table.query.sort}
        total={result?.smsMessagesPage.total ?? 0}
        onChange={table.onChange}
        columns={columns}
        rows={result?.smsMessagesPage.items ?? []}
        rowKey={(row) => row.messageId}
        label={s.screens.outboxTitle}
        density="compact"
        loading={loading && !result}
        emptyText={s.screens.empty}
      />
    </section>
  );
}
