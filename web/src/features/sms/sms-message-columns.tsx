import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatPhone } from '@agua/domain/rules/phone';
import { ArrowPathIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/table/column.ts';
import type { SmsMessageRow } from './sms-query.ts';

const s = messages.sms;

const STATE_TONE: Record<string, string> = {
  QUEUED: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  SENDING: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  SENT: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  DELIVERED: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  FAILED: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  SKIPPED: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

interface SmsMessageActions {
  /** Where a client's messages are (the client column links there); none on that page itself. */
  clientLink?: (clientId: string) => string;
  onResend: (row: SmsMessageRow) => void;
  resendingId: string | null;
}

/** The outbox's columns: when (sent, or due to be), client, event, state (with the reason), text with its parts, and Reenviar. */
export function smsMessageColumns({
  clientLink,
  onResend,
  resendingId,
}: SmsMessageActions): Column<SmsMessageRow>[] {
  return [
    {
      id: 'createdAt',
      header: s.screens.when,
      accessor: 'dueAt',
      cell: (row) => formatDateTime(row.sentAt ?? row.dueAt),
      nowrap: true,
    },
    {
      id: 'client',
      header: s.fields.client,
      accessor: 'clientName',
      cell: (row) =>
        clientLink ? (
          <Link
            to={clientLink(row.clientId)}
            className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {row.clientName}
          </Link>
        ) : (
          row.clientName
        ),
    },
    {
      id: 'event',
      header: s.fields.event,
      accessor: (row) => s.events[row.event] ?? row.event,
      nowrap: true,
    },
    {
      id: 'state',
      header: s.fields.state,
      accessor: 'state',
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONE[row.state] ?? ''}`}>
            {s.states[row.state] ?? row.state}
          </span>
          {row.reason && <span className="text-xs text-ink-muted">{row.reason}</span>}
        </div>
      ),
    },
    { id: 'phone', header: s.screens.phone, accessor: (row) => formatPhone(row.phone) || '—', nowrap: true },
    { id: 'body', header: s.fields.body, accessor: 'body', longText: true },
    {
      id: 'parts',
      header: s.screens.parts,
      accessor: 'parts',
      cell: (row) => `${row.parts} · ${row.encoding}`,
      nowrap: true,
    },
    {
      id: 'actions',
      header: '',
      accessor: () => '',
      sortable: false,
      cell: (row) =>
        row.state === 'FAILED' ? (
          <Button
            variant="secondary"
            className="px-2 text-xs"
            disabled={resendingId === row.messageId}
            onClick={() => onResend(row)}
          >
            <ArrowPathIcon className="size-4" aria-hidden="true" />
            {s.screens.resend}
          </Button>
        ) : null,
    },
  ];
}
