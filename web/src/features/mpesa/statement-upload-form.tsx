import { messages } from '@agua/domain/messages';
import { ArrowUpTrayIcon, DocumentIcon } from '@heroicons/react/20/solid';
import { useId } from 'react';
import { ErrorAlert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import type { StatementReconciliation } from './use-statement-reconciliation.ts';

const s = messages.mpesa.statement;

/** An administrator's upload of the statement export (.csv), and the api's refusal with its bad rows. */
export function StatementUploadForm({ reconciliation: r }: { reconciliation: StatementReconciliation }) {
  const inputId = useId();
  return (
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
          <span className="truncate">{r.file ? r.file.name : s.fields.file}</span>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(event) => r.chooseFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button icon={ArrowUpTrayIcon} onClick={() => void r.send()} disabled={!r.file} busy={r.uploading}>
          {r.uploading ? s.screens.uploading : s.screens.upload}
        </Button>
      </div>
      {r.refusal && (
        <ErrorAlert>
          <p className="font-semibold">{`${s.screens.uploadFailed}: ${r.refusal.message}`}</p>
          {r.refusal.rows.length > 0 && (
            <ul className="mt-2 list-disc space-y-0.5 pl-5">
              {r.refusal.rows.slice(0, 20).map((row) => (
                <li key={`${row.row}-${row.transactionId}`}>{row.message}</li>
              ))}
            </ul>
          )}
        </ErrorAlert>
      )}
    </section>
  );
}
