import { messages } from '@agua/domain/messages';
import { ArrowUpTrayIcon, DocumentIcon, XMarkIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { useToast } from '../../ui/toast/toast-context.ts';
import { FileRequestError, type UploadRowError, useReadingFiles } from './reading-files.ts';
import { formatFileSize, SHEET_ACCEPT, sheetFileRefusal } from './sheet-file.ts';

const t = messages.readings;

interface ReadingUploadFormProps {
  readingYear: string;
  readingMonth: string;
}

/**
 * The field sheet upload: a file (chosen or dropped) plus the chosen month and year. The progress bar
 * follows the bytes actually sent; when the server refuses rows, they are listed so the sheet can be corrected.
 */
export function ReadingUploadForm({ readingYear, readingMonth }: ReadingUploadFormProps) {
  const files = useReadingFiles();
  const dialog = useDialog();
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [rowErrors, setRowErrors] = useState<UploadRowError[]>([]);
  const [typeError, setTypeError] = useState<string | null>(null);

  function choose(chosen: File | null | undefined) {
    // A file of another type is refused here, before a byte is sent.
    setTypeError(chosen ? sheetFileRefusal(chosen) : null);
    setFile(chosen ?? null);
    setRowErrors([]);
    setProgress(null);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || typeError) return;
    setRowErrors([]);
    setProgress(0);
    try {
      const result = await files.upload(file, { readingMonth, readingYear }, ({ loaded, total }) =>
        setProgress(Math.round((loaded / Math.max(total, 1)) * 100)),
      );
      dialog.open({
        title: messages.dialog.successTitle,
        message: `${t.uploadSuccess} ${t.uploadCounts(result.created, result.skipped)}. ${t.uploadSmsQueued(result.smsQueued)}`,
        type: 'success',
        showConfirmButton: true,
      });
      choose(null);
      if (input.current) input.current.value = '';
      // The bar stays full until another file is chosen: the sheet went through.
      setProgress(100);
    } catch (error) {
      setProgress(null);
      if (error instanceof FileRequestError && error.rows.length > 0) {
        setRowErrors(error.rows);
        toast.show({ type: 'error', message: error.message });
        return;
      }
      dialog.open({
        title: messages.dialog.errorTitle,
        message:
          error instanceof FileRequestError && error.status >= 400 && error.status < 500
            ? error.message
            : t.uploadError,
        type: 'error',
        showConfirmButton: true,
        errorDetails: error instanceof Error && error.message ? error.message : undefined,
      });
    }
  }

  const uploading = progress !== null && progress < 100;

  return (
    <form onSubmit={submit} className="space-y-5">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={clsx(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
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
          accept={SHEET_ACCEPT}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${inputId}-type` : undefined}
          className="sr-only"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>

      {file && (
        <div className="flex items-center gap-3 rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm">
          <DocumentIcon aria-hidden="true" className="size-5 text-ink-muted" />
          <span className="flex-1 truncate text-ink">
            {t.chosenFile(file.name, formatFileSize(file.size))}
          </span>
          <button
            type="button"
            onClick={() => {
              choose(null);
              if (input.current) input.current.value = '';
            }}
            className="rounded p-1 text-ink-muted hover:bg-surface hover:text-ink"
            aria-label={t.removeFile}
            disabled={uploading}
          >
            <XMarkIcon className="size-4" />
          </button>
        </div>
      )}

      {typeError && (
        <p id={`${inputId}-type`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {typeError}
        </p>
      )}

      {progress !== null && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={t.uploading(progress)}
            className="h-2.5 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="text-xs text-ink-muted">{t.uploading(progress)}</p>
        </div>
      )}

      {rowErrors.length > 0 && (
        <div className="space-y-2" role="alert">
          <p className="text-sm font-medium text-red-700 dark:text-red-300">{t.uploadRowErrors}</p>
          <div className="max-h-72 overflow-auto rounded-lg border border-red-200 dark:border-red-900">
            <table className="min-w-full text-sm" aria-label={t.uploadRowErrors}>
              <thead className="bg-red-50 text-left text-red-900 dark:bg-red-950 dark:text-red-200">
                <tr>
                  <th className="px-3 py-2 font-semibold">{t.rowErrorColumns.row}</th>
                  <th className="px-3 py-2 font-semibold">{t.rowErrorColumns.meterId}</th>
                  <th className="px-3 py-2 font-semibold">{t.rowErrorColumns.message}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rowErrors.map((error) => (
                  <tr key={`${error.row}-${error.meterId}`} className="text-ink">
                    <td className="px-3 py-2 tabular-nums">{error.row}</td>
                    <td className="px-3 py-2 tabular-nums">{error.meterId}</td>
                    <td className="px-3 py-2">{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}

      <div className="flex justify-end">
        <Button type="submit" disabled={!file || Boolean(typeError) || uploading}>
          {uploading ? t.uploading(progress ?? 0) : t.submit}
        </Button>
      </div>
    </form>
  );
}
