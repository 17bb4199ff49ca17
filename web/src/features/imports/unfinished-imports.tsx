import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { ChevronRightIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import { IMPORT_PARAM } from './import-param.ts';
import { ImportStateBadge } from './import-state-badge.tsx';
import { progressOf } from './progress-text.ts';
import type { UnfinishedImport } from './use-unfinished-imports.ts';

const t = messages.imports;

/**
 * Importações por terminar: an import sent and left (the page closed, the address lost) is found here, queued,
 * running or failed lately, and 'Acompanhar' follows it by its address as after its upload. Nothing shows when
 * there is none.
 */
export function UnfinishedImports({ rows }: { rows: readonly UnfinishedImport[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="unfinished-imports" className="space-y-2">
      <div>
        <h2 id="unfinished-imports" className="text-base font-semibold text-ink">
          {t.unfinished}
        </h2>
        <p className="text-xs text-ink-muted">{t.unfinishedHint}</p>
      </div>
      <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
        {rows.map((job) => (
          <li
            key={job.importId}
            className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
          >
            <div className="min-w-0 flex-1 space-y-0.5">
              <div className="flex min-w-0 items-center gap-2">
                <span className="min-w-0 text-sm font-semibold break-all text-ink">{job.fileName}</span>
                <ImportStateBadge state={job.state} />
              </div>
              <p className="text-xs text-ink-muted">
                {job.state === 'FALHOU' ? (
                  <span className="text-red-700 dark:text-red-300">{job.reason ?? t.failed}</span>
                ) : job.state === 'A_IMPORTAR' ? (
                  <span className="tabular-nums">{progressOf(job).text}</span>
                ) : (
                  t.queued
                )}
              </p>
              <p className="text-xs text-ink-subtle">
                {t.sentAt(formatDateTime(job.createdAt), job.createdByName)}
              </p>
            </div>
            <Link
              to={{ search: `?${IMPORT_PARAM}=${encodeURIComponent(job.importId)}` }}
              aria-label={t.followLabel(job.fileName)}
              className="inline-flex shrink-0 items-center gap-1 self-start rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-brand-700 transition hover:border-brand-300 hover:bg-surface-muted dark:text-brand-300"
            >
              {t.follow}
              <ChevronRightIcon aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
