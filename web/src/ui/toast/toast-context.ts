import { createContext, use } from 'react';
import type { ToastRequest } from '../../lib/notifications.ts';

/** A toast stays 5 seconds. */
export const TOAST_DURATION_MS = 5000;

export interface ToastApi {
  show(toast: ToastRequest): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider>');
  return api;
}
