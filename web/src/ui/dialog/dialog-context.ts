import { createContext, use } from 'react';

export type DialogType = 'loading' | 'error' | 'info' | 'success';

/** The global dialog's settings. */
export interface DialogConfig {
  title: string;
  message: string;
  type: DialogType;
  /** Shows the spinner; a loading dialog turns it off by itself after 5 seconds. */
  isProcessing?: boolean;
  /** Adds an OK button that closes the dialog. */
  showConfirmButton?: boolean;
  /** What the user must fix, listed under the message (the refused fields of a form). */
  items?: readonly string[];
  /** Technical detail of an error, folded under 'Excepção Lançada'. */
  errorDetails?: string;
}

/** The loading dialog's spinner shows for at most 5 seconds. */
export const LOADING_SPINNER_MS = 5000;

export interface DialogApi {
  open(config: DialogConfig): void;
  /** Changes the open dialog, e.g. from loading to success once a save finishes. */
  update(changes: Partial<DialogConfig>): void;
  close(): void;
}

export const DialogContext = createContext<DialogApi | null>(null);

export function useDialog(): DialogApi {
  const api = use(DialogContext);
  if (!api) throw new Error('useDialog needs a <DialogProvider>');
  return api;
}
