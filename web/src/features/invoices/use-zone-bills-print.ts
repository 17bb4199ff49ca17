import { FILES, filePath } from '@agua/domain/contracts/files';
import { messages } from '@agua/domain/messages';
import { useState } from 'react';
import { type DownloadProgress, saveBlob, useFileFetch } from '../../lib/files/fetch-file.ts';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { useToast } from '../../ui/toast/toast-context.ts';

const t = messages.invoices.list;

export const percentOf = (progress: DownloadProgress) =>
  progress.total ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : null;

/** The zone bills' options: the month ('' = the zone's most recent) and "só facturas do mês". */
export interface ZoneBillOptions {
  month: string;
  onlyMonth: boolean;
}

/**
 * The zone's bills in one PDF, a page per client (docs/domain.md "The zone's water bills"); the gateway streams it,
 * so the progress follows the bytes received.
 */
export function useZoneBillsPrint() {
  const fetchFile = useFileFetch();
  const dialog = useDialog();
  const toast = useToast();
  const [printing, setPrinting] = useState<DownloadProgress | null>(null);

  async function print(zone: string, zoneName: string, options: ZoneBillOptions) {
    setPrinting({ loaded: 0, total: null });
    try {
      const { blob, fileName } = await fetchFile(
        filePath(
          FILES.zoneWaterBills,
          { zoneId: zone },
          { month: options.month || null, onlyMonth: options.onlyMonth ? 'true' : null },
        ),
        setPrinting,
      );
      saveBlob(blob, fileName ?? `facturas-${zoneName}.pdf`);
      toast.show({ type: 'success', message: t.printed });
    } catch (error) {
      dialog.open({
        title: messages.dialog.errorTitle,
        message: error instanceof Error && error.message ? error.message : messages.dialog.unexpected,
        type: 'error',
        showConfirmButton: true,
      });
    } finally {
      setPrinting(null);
    }
  }

  return { printing, print };
}
