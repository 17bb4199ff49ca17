import { messages } from '@agua/domain/messages';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { useFileFetch } from './fetch-file.ts';

export interface PdfWindowTexts {
  /** The reserved window's title and the loading dialog's title. */
  title: string;
  /** The loading dialog's text while the PDF is fetched. */
  loading: string;
  /** The error dialog's title when the window is blocked or the PDF fails. */
  errorTitle: string;
  /** The error dialog's text when the PDF fails. */
  errorMessage: string;
}

export interface ReservedWindow {
  /** Loads a /files PDF into the window; false (and an error dialog) when it fails. */
  show(path: string): Promise<boolean>;
  /** Closes the window (what it was reserved for failed). */
  cancel(): void;
}

/**
 * PDFs from /files in a new window. The window is opened at the click and filled once the PDF arrives: browsers
 * block windows opened after network round trips as pop-ups.
 */
export function usePdfWindow(texts: PdfWindowTexts) {
  const fetchFile = useFileFetch();
  const dialog = useDialog();

  function failed(errorDetails?: string, message: string = texts.errorMessage) {
    dialog.open({ title: texts.errorTitle, message, type: 'error', showConfirmButton: true, errorDetails });
  }

  /** Opens the window now, to be filled later (after a payment is saved, say). */
  function reserve(): ReservedWindow {
    const target = window.open('', '_blank');
    if (target) target.document.title = texts.title;
    return {
      cancel: () => target?.close(),
      async show(path) {
        if (!target) {
          failed(undefined, messages.dialog.unexpected);
          return false;
        }
        try {
          const { blob } = await fetchFile(path);
          target.location.href = URL.createObjectURL(blob);
          return true;
        } catch (error) {
          target.close();
          failed(error instanceof Error ? error.message : undefined);
          return false;
        }
      },
    };
  }

  /** A row click: the loading dialog while the PDF arrives, then the window shows it and the dialog closes. */
  async function open(path: string): Promise<void> {
    const reserved = reserve();
    dialog.open({ title: texts.title, message: texts.loading, type: 'loading', isProcessing: true });
    if (await reserved.show(path)) dialog.close();
  }

  return { open, reserve };
}
