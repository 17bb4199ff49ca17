import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { CheckCircleIcon, ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { DataTable } from '../../ui/table/data-table.tsx';
import { errorColumns } from './import-columns.tsx';
import { ImportStateBadge } from './import-state-badge.tsx';
import { progressOf } from './progress-text.ts';
import type { ClientImportJob } from './use-client-import.ts';

const t = messages.imports;

/**
 * A queued import as the server reports it: its state, a bar of the rows stored out of the file's (the job writes
 * them slice by slice), then what it created, or why it failed with the rows' problems.
 */
export function ImportProgress({ job }: { job: ClientImportJob }) {
  const { percent, text } = progressOf(job);
  const failed = job.state === 'FALHOU';
  return (
    <section aria-label={t.jobTitle(job.fileName)} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 truncate text-sm font-semibold text-ink">{t.jobTitle(job.fileName)}</h2>
        <ImportStateBadge state={job.state} />
      </div>
      {!failed && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={text}
            aria-label={t.progressLabel}
            className="h-2.5 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line"
          >
            <div
              className={clsx(
                'h-full rounded-full transition-[width] duration-500',
                job.state === 'CONCLUIDA' ? 'bg-emerald-600' : 'bg-brand-600',
                job.state === 'EM_FILA' && 'animate-pulse',
              )}
              style={{ width: `${job.state === 'EM_FILA' ? 100 : percent}%` }}
            />
          </div>
          <p className="text-xs text-ink-muted tabular-nums" aria-live="polite">
            {job.state === 'EM_FILA' ? t.queued : text}
          </p>
        </div>
      )}
      {job.state === 'CONCLUIDA' && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3.5 py-3 text-sm text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-100"
        >
          <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <span>
            {t.committed(job.clients)}{' '}
            <span className="text-emerald-800 dark:text-emerald-200">
              {t.totals.credit}: {formatMZN(job.openingCredit)} · {t.totals.debt}:{' '}
              {formatMZN(job.openingDebt)}
            </span>
          </span>
        </p>
      )}
      {failed && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-3.5 py-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
        >
          <ExclamationTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
          <span>{job.reason ?? t.failed}</span>
        </p>
      )}
      {failed && job.errors.length > 0 && (
        <>
          {job.errors.length < job.errorCount && (
            <p className="text-xs text-ink-muted">{t.errorsCapped(job.errors.length, job.errorCount)}</p>
          )}
          <DataTable
            label={t.errorsTitle}
            columns={errorColumns}
            rows={job.errors}
            rowKey={(row) => `${row.row}-${row.column}`}
            defaultPageSize={10}
            density="compact"
          />
        </>
      )}
    </section>
  );
}
