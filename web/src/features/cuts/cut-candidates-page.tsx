import { type CutBulkCreateBody, cutBulkCreateSchema } from '@agua/domain/contracts/cut';
import { FILES, filePath } from '@agua/domain/contracts/files';
import { formatDate, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useMutation, useQuery } from '@apollo/client/react';
import { PrinterIcon, ScissorsIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import type { CutCandidatesQueryQuery } from '../../gql/graphql.ts';
import { saveBlob, useFileFetch } from '../../lib/files/fetch-file.ts';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Column } from '../../ui/table/column.ts';
import { DataTable, type RowKey } from '../../ui/table/data-table.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { cacheNewCuts } from './cuts-cache.ts';

const t = messages.cuts.candidates;
const s = messages.cuts.candidates;
const d = messages.dialog;
const ALL_ZONES = '';

/** One api call (GET /cut/candidates) whatever the page size: every column comes with the candidate. */
const CutCandidatesQuery = graphql(`
  query CutCandidatesQuery($page: Int!, $size: Int!, $zoneId: ID) {
    cutCandidates(page: $page, size: $size, zoneId: $zoneId) {
      total
      items {
        meterId
        clientId
        clientName
        address
        zoneName
        debt
        monthsOwed
        daysOverdue
        lastPaymentDate
      }
    }
    zones {
      zoneId
      designation
    }
  }
`);

/** Registar Cortes: the payload's cuts join the cut list and leave the candidates in the cache. */
const RegisterCutsMutation = graphql(`
  mutation RegisterCuts($input: RegisterCutsInput!) {
    registerCuts(input: $input) {
      cuts {
        ...CutRow
      }
      refused {
        meterId
        message
      }
      ...MutationResult
    }
  }
`);

type Candidate = CutCandidatesQueryQuery['cutCandidates']['items'][number];

const c = t.columns;
const columns: Column<Candidate>[] = [
  { id: 'clientName', header: c.client, accessor: 'clientName' },
  { id: 'meterId', header: c.meter, accessor: (row) => Number(row.meterId), nowrap: true },
  { id: 'zoneName', header: c.zone, accessor: 'zoneName' },
  {
    id: 'debt',
    header: c.debt,
    accessor: (row) => Number(row.debt),
    cell: (row) => formatMZN(row.debt),
    align: 'right',
    nowrap: true,
  },
  { id: 'monthsOwed', header: c.monthsOwed, accessor: 'monthsOwed', align: 'right', wrapHeader: true },
  { id: 'daysOverdue', header: c.daysOverdue, accessor: 'daysOverdue', align: 'right', wrapHeader: true },
  {
    id: 'lastPayment',
    header: c.lastPayment,
    accessor: (row) => row.lastPaymentDate ?? '',
    cell: (row) => (row.lastPaymentDate ? formatDate(row.lastPaymentDate) : s.never),
    nowrap: true,
    wrapHeader: true,
  },
];

/**
 * Candidatos a Corte: meters whose client owes overdue invoices, by zone, the largest debt first. Chosen rows get
 * their printed cut orders (one PDF) or are cut together in one call (administrators).
 */
export function CutCandidatesPage() {
  const user = useSessionUser();
  const dialog = useDialog();
  const fetchFile = useFileFetch();
  const [zone, setZone] = useState(ALL_ZONES);
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const [startDate, setStartDate] = useState<string | null>(todayInMaputo());
  const [printing, setPrinting] = useState(false);
  const table = useServerTable(null);
  const { data, previousData, loading } = useQuery(CutCandidatesQuery, {
    variables: { page: table.query.page, size: table.query.pageSize, zoneId: zone || null },
    fetchPolicy: 'cache-and-network',
  });
  const [registerCuts, registering] = useMutation(RegisterCutsMutation);
  const result = data ?? previousData;
  const page = result?.cutCandidates;
  const meterIds = [...selected].map(String);

  async function print() {
    setPrinting(true);
    try {
      // 'Gerar Ordens de Corte': one PDF of the chosen meters' orders, streamed by the gateway's /files route.
      const { blob } = await fetchFile(filePath(FILES.cutOrders, {}, { meterIds: meterIds.join(',') }));
      saveBlob(blob, messages.cuts.orders.fileName);
    } catch (error) {
      dialog.open({
        title: d.errorTitle,
        message: (error instanceof Error && error.message) || s.ordersError,
        type: 'error',
        showConfirmButton: true,
      });
    } finally {
      setPrinting(false);
    }
  }

  async function register() {
    const input: CutBulkCreateBody = { meterIds: meterIds.map(Number), startDate: startDate ?? '' };
    const checked = cutBulkCreateSchema.safeParse(input);
    if (!checked.success) {
      dialog.open({
        title: d.validationTitle,
        message: d.validationMessage,
        type: 'info',
        showConfirmButton: true,
      });
      return;
    }
    dialog.open({ title: d.processingTitle, message: d.loading, type: 'loading', isProcessing: true });
    const failed = (message: string, details?: string) =>
      dialog.update({
        title: messages.cuts.errorTitle,
        message,
        type: 'error',
        isProcessing: false,
        showConfirmButton: true,
        errorDetails: details,
      });
    try {
      const answer = await registerCuts({
        variables: { input: { meterIds, startDate: checked.data.startDate } },
        update(cache, { data: done }) {
          cacheNewCuts(cache, done?.registerCuts.cuts ?? []);
        },
      });
      const payload = answer.data?.registerCuts;
      if (!payload || payload.message) {
        failed(
          payload?.message ?? messages.cuts.unexpectedError,
          payload?.refused.map((row) => `• ${row.meterId}: ${row.message}`).join('\n') ||
            payload?.inputErrors.map((row) => `• ${row.message}`).join('\n') ||
            undefined,
        );
        return;
      }
      setSelected(new Set());
      dialog.update({
        title: d.successTitle,
        message: s.registered(payload.cuts.length),
        type: 'success',
        isProcessing: false,
        showConfirmButton: true,
      });
    } catch (error) {
      failed(messages.cuts.unexpectedError, error instanceof Error ? error.message : undefined);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t.title} breadcrumb={<Breadcrumb items={[{ label: t.title }]} />} />
      <section className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <div className="flex flex-wrap items-end gap-4">
          <Dropdown
            label={s.zone}
            value={zone}
            placeholder={null}
            options={[
              { value: ALL_ZONES, label: s.allZones },
              ...(result?.zones ?? []).map((z) => ({
                value: String(z.zoneId),
                label: z.designation.toUpperCase(),
              })),
            ]}
            onChange={(event) => {
              setZone(event.target.value);
              setSelected(new Set());
              table.onChange({ ...table.query, page: 1 });
            }}
            className="w-full sm:w-64"
          />
          {user.role === 'ADMIN' && (
            <DatePicker
              label={s.startDate}
              value={startDate}
              onChange={setStartDate}
              className="w-full sm:w-48"
            />
          )}
          <div className="flex flex-wrap items-center gap-3 sm:ml-auto">
            {selected.size > 0 && (
              <span className="text-sm text-ink-muted" aria-live="polite">
                {s.selected(selected.size)}
              </span>
            )}
            <Button
              variant="secondary"
              icon={PrinterIcon}
              busy={printing}
              disabled={selected.size === 0 || printing}
              onClick={print}
            >
              {s.printOrders}
            </Button>
            {user.role === 'ADMIN' && (
              <Button
                icon={ScissorsIcon}
                busy={registering.loading}
                disabled={selected.size === 0 || registering.loading}
                onClick={register}
              >
                {s.registerCuts}
              </Button>
            )}
          </div>
        </div>
        <DataTable
          mode="server"
          label={t.title}
          columns={columns}
          rows={page?.items ?? []}
          rowKey={(row) => String(row.meterId)}
          rowLabel={(row) => `${row.clientName} (${row.meterId})`}
          emptyText={t.empty}
          loading={loading && !page}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          page={table.query.page}
          pageSize={table.query.pageSize}
          sort={table.query.sort}
          total={page?.total ?? 0}
          onChange={table.onChange}
        />
      </section>
    </div>
  );
}
