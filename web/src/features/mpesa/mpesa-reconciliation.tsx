import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useQuery } from '@apollo/client/react';
import { ArrowUpTrayIcon, DocumentIcon, LinkIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import {
  type MpesaMissingReceiptRow,
  type MpesaStatementLineRow,
  MpesaStatementQuery,
  MpesaStatementsQuery,
} from './mpesa-statement-query.ts';
import { StatementAttachDialog } from './statement-attach-dialog.tsx';
import { type StatementRowError, StatementUploadError, useStatementUpload } from './statement-upload.ts';

const s = messages.mpesa.statement;
const f = s.fields;

/** The three groups, in the order the screen shows them, with their tone. */
const GROUPS = [
  {
    match: 'MATCHED',
    key: 'matched',
    tone: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/50 dark:text-emerald-100',
  },
  {
    match: 'MISMATCHED',
    key: 'mismatched',
    tone: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/50 dark:text-amber-100',
  },
  {
    match: 'UNMATCHED',
    key: 'unmatched',
    tone: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900/60 dark:bg-red-950/50 dark:text-red-100',
  },
] as const;

interface Props {
  onOpenReceipt: (receiptId: string) => void;
}

/** Reconciliação M-Pesa: upload the statement export, see each line against the receipts, attach what is missing. */
export function MpesaReconciliation({ onOpenReceipt }: Props) {
  const user = useSessionUser();
  const admin = user.role === 'ADMIN';
  const toast = useToast();
  const upload = useStatementUpload();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; rows: StatementRowError[] } | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [attaching, setAttaching] = useState<MpesaStatementLineRow | null>(null);

  const list = useQuery(MpesaStatementsQuery, { fetchPolicy: 'cache-and-network' });
  const statements = list.data?.mpesaStatements.items ?? [];
  const statementId = chosen ?? (statements[0] ? String(statements[0].id) : null);
  const current = useQuery(MpesaStatementQuery, {
    variables: { id: statementId ?? '' },
    skip: !statementId,
    fetchPolicy: 'cache-and-network',
  });
  const statement = current.data?.mpesaStatement ?? null;

  async function send() {
    if (!file || uploading) return;
    setUploading(true);
    setRefusal(null);
    try {
      const id = await upload(file);
      await list.refetch();
      setChosen(id);
      setFile(null);
      toast.show({ type: 'success', message: s.screens.uploaded });
    } catch (error) {
      const known = error instanceof StatementUploadError;
      setRefusal({
        message: known && error.message ? error.message : messages.http.other,
        rows: known ? error.rows : [],
      });
    } finally {
      setUploading(false);
    }
  }

  const receiptButton = (receiptId: string | number | null | undefined) =>
    receiptId ? (
      <button
        type="button"
        className="font-medium text-brand underline underline-offset-2"
        onClick={() => onOpenReceipt(String(receiptId))}
      >
        {s.screens.openReceipt(String(receiptId))}
      </button>
    ) : null;

  const lineColumns = (match: string): Column<MpesaStatementLineRow>[] => [
    { id: 'row', header: f.row, accessor: 'row', nowrap: true },
    { id: 'transactionId', header: f.transactionId, accessor: 'transactionId', nowrap: true },
    {
      id: 'completedAt',
      header: f.completedAt,
      accessor: (row) => row.completedAt ?? '',
      cell: (row) => (row.completedAt ? formatDateTime(row.completedAt) : ''),
      nowrap: true,
    },
    { id: 'msisdn', header: f.msisdn, accessor: (row) => row.msisdn ?? '', nowrap: true },
    {
      id: 'amount',
      header: f.amount,
      accessor: (row) => Number(row.amount),
      cell: (row) => formatMZN(row.amount),
      align: 'right',
      nowrap: true,
    },
    ...(match === 'MISMATCHED'
      ? [
          {
            id: 'expectedAmount',
            header: f.expectedAmount,
            accessor: (row: MpesaStatementLineRow) => Number(row.expectedAmount ?? 0),
            cell: (row: MpesaStatementLineRow) => (row.expectedAmount ? formatMZN(row.expectedAmount) : ''),
            align: 'right' as const,
            nowrap: true,
          },
        ]
      : []),
    ...(match === 'UNMATCHED'
      ? [
          {
            id: 'details',
            header: f.details,
            accessor: (row: MpesaStatementLineRow) => row.details ?? '',
            longText: true,
          },
          ...(admin
            ? [
                {
                  id: 'attach',
                  header: messages.mpesa.screens.actions,
                  accessor: () => '',
                  sortable: false,
                  // Wraps onto two lines in a phone's card rather than pushing the card sideways.
                  cell: (row: MpesaStatementLineRow) => (
                    <Button
                      variant="secondary"
                      icon={LinkIcon}
                      className="min-h-8 max-w-full py-1 text-left"
                      aria-label={`${s.screens.attach}: ${row.transactionId}`}
                      onClick={() => setAttaching(row)}
                    >
                      {s.screens.attach}
                    </Button>
                  ),
                },
              ]
            : []),
        ]
      : [
          { id: 'client', header: f.client, accessor: (row: MpesaStatementLineRow) => row.clientName ?? '' },
          {
            id: 'receipt',
            header: f.receipt,
            accessor: (row: MpesaStatementLineRow) => row.receiptId ?? '',
            cell: (row: MpesaStatementLineRow) => receiptButton(row.receiptId),
            nowrap: true,
          },
        ]),
  ];

  const missingColumns: Column<MpesaMissingReceiptRow>[] = [
    {
      id: 'receipt',
      header: f.receipt,
      accessor: (row) => Number(row.receiptId),
      cell: (row) => receiptButton(row.receiptId),
      nowrap: true,
    },
    { id: 'reference', header: f.transactionId, accessor: (row) => row.reference ?? '', nowrap: true },
    {
      id: 'paymentDate',
      header: f.paymentDate,
      accessor: 'paymentDate',
      cell: (row) => formatDateTime(row.paymentDate),
      nowrap: true,
    },
    { id: 'client', header: f.client, accessor: 'clientName' },
    {
      id: 'amount',
      header: messages.mpesa.fields.amount,
      accessor: (row) => Number(row.amount),
      cell: (row) => formatMZN(row.amount),
      align: 'right',
      nowrap: true,
    },
  ];

  return (
    <div className="space-y-6">
      {admin && (
        <section
          aria-labelledby={`${inputId}-title`}
          className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs"
        >
          <div>
            <h2 id={`${inputId}-title`} className="text-base font-semibold text-ink">
              {s.screens.title}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{s.screens.hint}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <label
              htmlFor={inputId}
              className="inline-flex h-10 max-w-full cursor-pointer items-center gap-2 rounded-lg border border-dashed border-line-strong px-4 text-sm font-medium text-ink hover:bg-surface-muted"
            >
              <DocumentIcon aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
              <span className="truncate">{file ? file.name : f.file}</span>
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setRefusal(null);
                }}
              />
            </label>
            <Button icon={ArrowUpTrayIcon} onClick={() => void send()} disabled={!file} busy={uploading}>
              {uploading ? s.screens.uploading : s.screens.upload}
            </Button>
          </div>
          {refusal && (
            <ErrorAlert>
              <p className="font-semibold">{`${s.screens.uploadFailed}: ${refusal.message}`}</p>
              {refusal.rows.length > 0 && (
                <ul className="mt-2 list-disc space-y-0.5 pl-5">
                  {refusal.rows.slice(0, 20).map((row) => (
                    <li key={`${row.row}-${row.transactionId}`}>{row.message}</li>
                  ))}
                </ul>
              )}
            </ErrorAlert>
          )}
        </section>
      )}

      {statements.length === 0 && !list.loading ? (
        <p className="rounded-2xl border border-line bg-surface p-5 text-sm text-ink-muted">
          {s.screens.noStatement}
        </p>
      ) : (
        <section className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="min-w-0">
              {statement && (
                <>
                  <p className="text-sm font-semibold break-words text-ink" data-testid="statement-title">
                    {s.screens.statementOf(statement.fileName, formatDateTime(statement.createdAt))}
                  </p>
                  {statement.periodFrom && statement.periodTo && (
                    <p className="text-sm text-ink-muted">
                      {s.screens.period(
                        formatDateTime(statement.periodFrom),
                        formatDateTime(statement.periodTo),
                      )}
                    </p>
                  )}
                </>
              )}
            </div>
            {statements.length > 1 && (
              <Dropdown
                label={s.screens.previous}
                value={statementId ?? ''}
                placeholder={null}
                options={statements.map((row) => ({
                  value: String(row.id),
                  label: `${row.fileName} (${formatDateTime(row.createdAt)})`,
                }))}
                onChange={(event) => setChosen(event.target.value)}
                className="w-full sm:w-80"
              />
            )}
          </div>

          {statement && (
            <>
              <div className="grid gap-3 sm:grid-cols-3">
                {GROUPS.map(({ match, key, tone }) => (
                  <div
                    key={match}
                    className={clsx('rounded-xl border px-4 py-3', tone)}
                    data-testid={`group-${key}`}
                  >
                    <p className="text-sm font-medium">{s.groups[match]}</p>
                    <p className="mt-1 text-2xl font-semibold tabular-nums">{statement[key].count}</p>
                    <p className="text-sm tabular-nums">
                      {`${s.screens.total}: ${formatMZN(statement[key].total)}`}
                    </p>
                  </div>
                ))}
              </div>

              {GROUPS.map(({ match }) => {
                const rows = statement.lines.filter((line) => line.match === match);
                return (
                  <section
                    key={match}
                    aria-label={s.groups[match]}
                    className="space-y-2"
                    data-testid={`lines-${match}`}
                  >
                    <h3 className="text-sm font-semibold text-ink">
                      {`${s.groups[match]} — ${s.screens.count(rows.length)}`}
                    </h3>
                    <DataTable
                      columns={lineColumns(match)}
                      rows={rows}
                      rowKey={(row) => row.id}
                      label={s.groups[match] ?? match}
                      emptyText={s.screens.emptyGroup}
                      density="compact"
                      defaultPageSize={10}
                    />
                  </section>
                );
              })}

              <section aria-label={s.screens.missingTitle} className="space-y-2">
                <h3 className="text-sm font-semibold text-ink">
                  {`${s.screens.missingTitle} — ${statement.missingReceipts.length}`}
                </h3>
                <DataTable
                  columns={missingColumns}
                  rows={statement.missingReceipts}
                  rowKey={(row) => row.receiptId}
                  label={s.screens.missingTitle}
                  emptyText={s.screens.missingEmpty}
                  density="compact"
                  defaultPageSize={10}
                />
              </section>
            </>
          )}
        </section>
      )}

      {statementId && (
        <StatementAttachDialog
          statementId={statementId}
          line={attaching}
          onClose={() => setAttaching(null)}
          onAttached={(receiptId) => {
            setAttaching(null);
            toast.show({ type: 'success', message: s.screens.attached(receiptId) });
            void current.refetch();
          }}
        />
      )}
    </div>
  );
}
