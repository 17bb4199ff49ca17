import { messages } from '@agua/domain/messages';
import { useDialog } from '../../ui/dialog/dialog-context.ts';

const d = messages.dialog;

/** What every setup mutation answers: the saved entity under its own key, or the refusal. */
export interface SavePayload {
  message?: string | null;
  inputErrors: readonly { field: string; message: string }[];
}

interface SaveTexts {
  /** e.g. 'Empresa criada com sucesso!' */
  success: string;
  /** e.g. 'Um erro ocorreu ao criar a Empresa! ...', for a failure the server did not explain. */
  failure: string;
}

/** The refused fields' own texts, without repeating the refusal's message. */
function refusedFields(payload: SavePayload): string[] {
  return payload.inputErrors.map((error) => error.message).filter((text) => text !== payload.message);
}

/**
 * The save flow of every setup form: a processing dialog, then the success dialog or the error dialog.
 * A refusal the server explains (a duplicate designation, a record in use, a refused field: its catalogue text)
 * is the dialog's message, with the refused fields listed and handed to `onRefusedFields` to mark them; only an
 * unexpected failure shows the generic text with the technical detail folded under 'Excepção Lançada'.
 * Resolves true when saved, so the form can leave edit mode and the list reload.
 */
export function useSaveDialog() {
  const dialog = useDialog();

  return async function save(
    run: () => Promise<SavePayload | null | undefined>,
    texts: SaveTexts,
    onRefusedFields?: (errors: SavePayload['inputErrors']) => void,
  ) {
    dialog.open({ title: d.processingTitle, message: d.loading, type: 'loading', isProcessing: true });
    try {
      const payload = await run();
      if (payload?.message) {
        dialog.update({
          title: d.errorTitle,
          message: payload.message,
          items: refusedFields(payload),
          type: 'error',
          isProcessing: false,
          showConfirmButton: true,
          errorDetails: undefined,
        });
        onRefusedFields?.(payload.inputErrors);
        return false;
      }
      if (!payload) {
        dialog.update({
          title: d.errorTitle,
          message: texts.failure,
          type: 'error',
          isProcessing: false,
          showConfirmButton: true,
          errorDetails: d.unexpected,
        });
        return false;
      }
      dialog.update({
        title: d.successTitle,
        message: texts.success,
        type: 'success',
        isProcessing: false,
        showConfirmButton: true,
        items: undefined,
        errorDetails: undefined,
      });
      return true;
    } catch (error) {
      dialog.update({
        title: d.errorTitle,
        message: texts.failure,
        items: undefined,
        type: 'error',
        isProcessing: false,
        showConfirmButton: true,
        errorDetails: error instanceof Error ? error.message : d.unexpected,
      });
      return false;
    }
  };
}
