import type { ImportMode, ImportResultResponse } from '@agua/domain/contracts/import';
import { messages } from '@agua/domain/messages';
import { useState } from 'react';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { useToast } from '../../ui/toast/toast-context.ts';
import { useImportUpload } from './use-import-upload.ts';

const t = messages.imports;
const MAX_BYTES = 10 * 1024 * 1024;

/** A file the upload would refuse by its name or size, said before a byte is sent; null when it may go. */
export function importFileRefusal(file: File): string | null {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return t.fileWrongType;
  if (file.size > MAX_BYTES) return t.fileTooLarge;
  return null;
}

/**
 * Importar Dados's two steps: a dry run of the chosen file (its report: every problem by line and column), then the
 * commit, offered once the same file's dry run found none; the server queues it and answers its import's id, which
 * `onQueued` follows. A new file starts over.
 */
export function useImportFlow(onQueued: (importId: string) => void) {
  const upload = useImportUpload();
  const dialog = useDialog();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [report, setReport] = useState<ImportResultResponse | null>(null);

  function choose(chosen: File | null) {
    setFile(chosen);
    setRefusal(chosen ? importFileRefusal(chosen) : null);
    setReport(null);
  }

  async function run(mode: ImportMode) {
    if (!file || refusal) return;
    const outcome = await upload.send(file, mode);
    if (outcome.kind === 'refused') {
      setReport(null);
      dialog.open({
        title: messages.dialog.errorTitle,
        message: outcome.message,
        type: 'error',
        showConfirmButton: true,
      });
      return;
    }
    if (outcome.kind === 'queued') {
      // The file is the server's now: the page follows its import, and a next file starts from the beginning.
      setReport(null);
      setFile(null);
      onQueued(String(outcome.job.importId));
      return;
    }
    setReport(outcome.result);
    if (outcome.message) toast.show({ type: 'error', message: outcome.message });
  }

  const busy = upload.phase.step !== 'idle';
  const checkedClean = report !== null && report.mode === 'DRY_RUN' && report.errorCount === 0;
  return {
    file,
    refusal,
    report,
    phase: upload.phase,
    busy,
    choose,
    template: () =>
      upload.template().catch((error: unknown) =>
        dialog.open({
          title: messages.dialog.errorTitle,
          message: error instanceof Error && error.message ? error.message : messages.dialog.unexpected,
          type: 'error',
          showConfirmButton: true,
        }),
      ),
    check: () => run('DRY_RUN'),
    commit: () => run('COMMIT'),
    canCheck: Boolean(file) && !refusal && !busy,
    canCommit: checkedClean && !busy,
  };
}
