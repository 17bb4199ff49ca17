import { formatDate, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN, toCentavos, toDecimalString } from '@agua/domain/money';
import { useQuery } from '@apollo/client/react';
import { PrinterIcon, ScissorsIcon } from '@heroicons/react/20/solid';
import { useRef, useState } from 'react';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { DataTable, type RowKey } from '../../ui/table/data-table.tsx';
import { useListFilter } from '../../ui/table/list-memory.tsx';
import { useServerTable } from '../../ui/table/use-server-table.ts';
import { CutCandidatesQuery, candidateColumns } from './cut-candidates-query.ts';
import { useCandidateActions } from './use-candidate-actions.ts';

const t = messages.cuts.candidates;
const s = messages.cuts.candidates;
const ALL_ZONES = '';

/**
 * Candidatos a Corte: meters whose client owes overdue invoices, by zone, the largest debt first. Chosen rows get
 * their printed cut orders (one PDF) or are cut together in one call (administrators).
 */
export function CutCandidatesPage() {
  const user = useSessionUser();
  const [zone, setZone] = useListFilter('zona', ALL_ZONES);
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const [startDate, setStartDate] = useState<string | null>(todayInMaputo());
  const table = useServerTable(null);
  const { data, previousData, loading } = useQuery(CutCandidatesQuery, {
    variables: { page: table.query.page, size: table.query.pageSize, zoneId: zone || null },
    fetchPolicy: 'cache-and-network',
  });
  const result = data ?? previousData;
  const page = result?.cutCandidates;
  const actions = useCandidateActions([...selected].map(String), startDate, () => setSelected(new Set()));
  // The debts of the candidates seen so far, so a selection made over several pages is summed whole.
  const debts = useRef(new Map<string, string>());
  for (const row of page?.items ?? []) debts.current.set(String(row.meterId), row.debt);
  const [confirming, setConfirming] = useState(false);
  // The start date's problem, said under the date field (never a dialog on top of it).
  const [dateError, setDateError] = useState<string | null>(null);
  const selectedDebt = toDecimalString(
    [...selected].reduce<number>((sum, key) => sum + toCentavos(debts.current.get(String(key)) ?? '0'), 0),
  );

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
              onChange={(date) => {
                setStartDate(date);
                setDateError(null);
              }}
              error={dateError}
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
              busy={actions.printing}
              disabled={selected.size === 0 || actions.printing}
              onClick={actions.print}
            >
              {s.printOrders}
            </Button>
            {user.role === 'ADMIN' && (
              <Button
                icon={ScissorsIcon}
                busy={actions.registering}
                disabled={selected.size === 0 || actions.registering}
                onClick={() => {
                  const problem = actions.startDateProblem();
                  setDateError(problem);
                  if (!problem) setConfirming(true);
                }}
              >
                {s.registerCuts}
              </Button>
            )}
          </div>
        </div>
        <DataTable
          mode="server"
          label={t.title}
          columns={candidateColumns}
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
      <ConfirmDialog
        open={confirming}
        title={s.registerCuts}
        message={s.confirmRegister(
          selected.size,
          formatMZN(selectedDebt),
          startDate ? formatDate(startDate) : '—',
        )}
        confirmLabel={s.registerCuts}
        cancelLabel={messages.cuts.cancel}
        onConfirm={() => {
          setConfirming(false);
          void actions.register();
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
