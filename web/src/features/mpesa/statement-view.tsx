import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import clsx from 'clsx';
import { DataTable } from '../../ui/table/data-table.tsx';
import type { MpesaStatementView as MpesaStatement } from './mpesa-statement-query.ts';
import { missingColumns, type StatementColumnActions } from './statement-columns.tsx';
import { StatementLines } from './statement-lines.tsx';

const s = messages.mpesa.statement;

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

/** A statement reconciled: each group's count and total, its lines by page, and the receipts the statement lacks. */
export function StatementView({
  statement,
  actions,
}: {
  statement: MpesaStatement;
  actions: StatementColumnActions;
}) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        {GROUPS.map(({ match, key, tone }) => (
          <div key={match} className={clsx('rounded-xl border px-4 py-3', tone)} data-testid={`group-${key}`}>
            <p className="text-sm font-medium">{s.groups[match]}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums">{statement[key].count}</p>
            <p className="text-sm tabular-nums">{`${s.screens.total}: ${formatMZN(statement[key].total)}`}</p>
          </div>
        ))}
      </div>

      {GROUPS.map(({ match }) => (
        <StatementLines key={match} statementId={statement.id} match={match} actions={actions} />
      ))}

      <section aria-label={s.screens.missingTitle} className="space-y-2">
        <h3 className="text-sm font-semibold text-ink">
          {`${s.screens.missingTitle} — ${statement.missingReceipts.length}`}
        </h3>
        <DataTable
          columns={missingColumns(actions)}
          rows={statement.missingReceipts}
          rowKey={(row) => row.receiptId}
          label={s.screens.missingTitle}
          emptyText={s.screens.missingEmpty}
          density="compact"
          defaultPageSize={10}
        />
      </section>
    </>
  );
}

/** The statement's name and period. */
export function StatementTitle({ statement }: { statement: MpesaStatement }) {
  return (
    <>
      <p className="text-sm font-semibold break-words text-ink" data-testid="statement-title">
        {s.screens.statementOf(statement.fileName, formatDateTime(statement.createdAt))}
      </p>
      {statement.periodFrom && statement.periodTo && (
        <p className="text-sm text-ink-muted">
          {s.screens.period(formatDateTime(statement.periodFrom), formatDateTime(statement.periodTo))}
        </p>
      )}
    </>
  );
}
