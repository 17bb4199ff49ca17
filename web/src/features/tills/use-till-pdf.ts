import { FILES, filePath } from '@agua/domain/contracts/files';
import { messages } from '@agua/domain/messages';
import { useState } from 'react';
import { saveBlob, useFileFetch } from '../../lib/files/fetch-file.ts';
import { useDialog } from '../../ui/dialog/dialog-context.ts';

const t = messages.tills;

/** 'Fecho em PDF': the supervisor's closing of the till shown (user and day), saved as a file. */
export function useTillPdf() {
  const fetchFile = useFileFetch();
  const dialog = useDialog();
  const [downloading, setDownloading] = useState(false);

  async function download(day: string, userId: string) {
    setDownloading(true);
    try {
      const { blob, fileName } = await fetchFile(filePath(FILES.tillPdf, {}, { day, userId }));
      saveBlob(blob, fileName ?? `fecho-de-caixa-${day}.pdf`);
    } catch (error) {
      dialog.open({
        title: messages.dialog.errorTitle,
        message: (error instanceof Error && error.message) || t.pdfError,
        type: 'error',
        showConfirmButton: true,
      });
    } finally {
      setDownloading(false);
    }
  }

  return { download, downloading };
}
