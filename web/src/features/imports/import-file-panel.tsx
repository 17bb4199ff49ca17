import { messages } from '@agua/domain/messages';
import { ArrowUpTrayIcon, DocumentIcon, XMarkIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { type DragEvent, useId, useRef, useState } from 'react';
import type { UploadPhase } from './use-import-upload.ts';

const t = messages.imports;
const size = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 1 });

interface ImportFilePanelProps {
  file: File | null;
  refusal: string | null;
  phase: UploadPhase;
  onChoose: (file: File | null) => void;
}

/** The file to import (chosen or dropped), what would refuse it, and the upload's progress. */
export function ImportFilePanel({ file, refusal, phase, onChoose }: ImportFilePanelProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = phase.step !== 'idle';

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files[0] ?? null);
  }

  return (
    <div className="space-y-4">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={clsx(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
          dragging
            ? 'border-brand-500 bg-brand-50 dark:bg-brand-950'
            : 'border-line-strong hover:bg-surface-muted',
        )}
      >
        <ArrowUpTrayIcon aria-hidden="true" className="size-8 text-accent" />
        <span className="text-sm font-medium text-ink">{t.dropHere}</span>
        <span className="text-xs text-ink-muted">{t.fileHint}</span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".xlsx,.csv"
          aria-invalid={refusal ? true : undefined}
          className="sr-only"
          disabled={busy}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
      </label>
      {file && (
        <div className="flex items-center gap-3 rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm">
          <DocumentIcon aria-hidden="true" className="size-5 text-ink-muted" />
          <span className="flex-1 truncate text-ink">
            {t.chosenFile(file.name, `${size.format(file.size / 1024)} KB`)}
          </span>
          <button
            type="button"
            onClick={() => {
              onChoose(null);
              if (input.current) input.current.value = '';
            }}
            className="rounded p-1 text-ink-muted hover:bg-surface hover:text-ink"
            aria-label={t.removeFile}
            disabled={busy}
          >
            <XMarkIcon className="size-4" />
          </button>
        </div>
      )}
      {refusal && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refusal}
        </p>
      )}
      {busy && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={phase.step === 'sending' ? phase.percent : 100}
            aria-label={phase.step === 'sending' ? t.uploading(phase.percent) : t.working}
            className="h-2.5 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line"
          >
            <div
              className={clsx(
                'h-full rounded-full bg-brand-600 transition-[width]',
                phase.step === 'working' && 'animate-pulse',
              )}
              style={{ width: `${phase.step === 'sending' ? phase.percent : 100}%` }}
            />
          </div>
          <p className="text-xs text-ink-muted" aria-live="polite">
            {phase.step === 'sending' ? t.uploading(phase.percent) : t.working}
          </p>
        </div>
      )}
    </div>
  );
}
