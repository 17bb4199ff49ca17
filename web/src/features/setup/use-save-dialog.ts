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
  /** e.g. 'Um erro ocorreu ao criar a Empresa! ...', shown with the server's reason under 'Excepção Lançada'. */
  failure: string;
}

function refusalDetails(payload: SavePayload): string {
  const fields = payload.inputErrors.map((error) => `• ${error.message}`);
  return [payload.message ?? '', ...fields].filter(Boolean).join('\n');
}

/**
 * The save flow of every setup form: a processing dialog, then the success dialog or the error dialog
 * carrying the server's reason. Resolves true when saved, so the form can leave edit mode and the list reload.
 */
export function useSaveDialog() {
  const dialog = useDialog();

  return async function save(run: () => Promise<SavePayload | null | undefined>, texts: SaveTexts) {
    dialog.open({ title: d.processingTitle, message: d.loading, type: 'loading', isProcessing: true });
    try {
      const payload = await run();
      if (!payload || payload.message) {
        dialog.update({
          title: d.errorTitle,
          message: texts.failure,
          type: 'error',
          isProcessing: false,
          showConfirmButton: true,
          errorDetails: payload ? refusalDetails(payload) : d.unexpected,
        });
        return false;
      }
      dialog.update({
        title: d.successTitle,
        message: texts.success,
        type: 'success',
        isProcessing: false,
        showConfirmButton: true,
        errorDetails: undefined,
      });
      return true;
    } catch (error) {
      dialog.update({
        title: d.errorTitle,
        message: texts.failure,
        type: 'error',
        isProcessing: false,
        showConfirmButton: true,
        errorDetails: error instanceof Error ? error.message : d.unexpected,
      });
      return false;
    }
  };
}

/** An invalid setup form opens 'Validação de Dados' instead of sending anything. */
export function useValidationDialog(message: string = d.validationMessage) {
  const dialog = useDialog();
  return () => dialog.open({ title: d.validationTitle, message, type: 'info', showConfirmButton: true });
}
