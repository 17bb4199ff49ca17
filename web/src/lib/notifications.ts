// A tiny bus so code outside React (the Apollo error link, the session layer) can raise the global toast that
// ui/toast renders. The toast provider is its only listener.

export type ToastType = 'error' | 'success' | 'info' | 'warning';

export interface ToastRequest {
  message: string;
  type: ToastType;
  /** A next step the message offers ("Ver factura"): a button in the toast, which then stays longer. */
  action?: { label: string; run: () => void };
}

type Listener = (toast: ToastRequest) => void;

const listeners = new Set<Listener>();

export function notify(toast: ToastRequest): void {
  for (const listener of listeners) listener(toast);
}

export function onNotify(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
