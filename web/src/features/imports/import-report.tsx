import type { ImportResultResponse } from '@agua/domain/contracts/import';
import { messages } from '@agua/domain/messages';
import { CheckCircleIcon, ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import { DataTable } from '../../ui/table/data-table.tsx';
import { errorColumns } from './import-columns.tsx';

const t = messages.imports;

/** A dry run's or a commit's answer: the counts, and every problem by line and column, paged. */
export function ImportReport({ report }: { report: ImportResultResponse }) {
  if (report.errorCount === 0) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3.5 py-3 text-sm text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-100"
      >
        <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
        {report.committed ? t.committed(report.clients) : t.checkedOk(report.rows)}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p
        role="alert"
        className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-3.5 py-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
      >
        <ExclamationTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
        {t.checkedErrors(report.errorCount, report.rows)}
      </p>
      {report.errors.length < report.errorCount && (
        <p className="text-xs text-ink-muted">{t.errorsCapped(report.errors.length, report.errorCount)}</p>
      )}
      <DataTable
        label={t.errorsTitle}
        columns={errorColumns}
        rows={report.errors}
        rowKey={(row) => `${row.row}-${row.column}`}
        defaultPageSize={10}
        density="compact"
      />
    </div>
  );
}
