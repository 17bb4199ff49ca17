import { messages } from '@agua/domain/messages';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { useReadingFiles } from './reading-files.ts';

const t = messages.readings;

export interface InvoiceWindow {
  /** Loads the reading's invoice PDF into the reserved window. */
  show(readingId: string | number): Promise<void>;
  /** Closes the reserved window (the save failed). */
  cancel(): void;
}

/**
 * The invoice PDF in a new window. The window is opened at the click and filled once the PDF arrives, because
 * browsers block windows opened later, after network round trips, as pop-ups.
 */
export function useInvoiceWindow() {
  const files = useReadingFiles();
  const dialog = useDialog();

  return {
    reserve(): InvoiceWindow {
      const target = window.open('', '_blank');
      if (target) target.document.title = t.invoiceTitle;
      return {
        cancel: () => target?.close(),
        async show(readingId) {
          if (!target) {
            dialog.open({
              title: t.invoiceWindowError,
              message: messages.dialog.unexpected,
              type: 'error',
              showConfirmButton: true,
            });
            return;
          }
          try {
            const { blob } = await files.invoicePdf(readingId);
            target.location.href = URL.createObjectURL(blob);
          } catch (error) {
            target.close();
            dialog.open({
              title: t.invoiceWindowError,
              message: t.invoiceFetchError,
              type: 'error',
              showConfirmButton: true,
              errorDetails: error instanceof Error ? error.message : undefined,
            });
          }
        },
      };
    },
  };
}
