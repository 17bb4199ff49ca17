import { createContext, use } from 'react';
import type { ToastRequest } from '../../lib/notifications.ts';

/** A toast stays 5 seconds; one that offers a next step, 15 (time to read it and reach for it). */
export const TOAST_DURATION_MS = 5000;
export const ACTION_TOAST_DURATION_MS = 15_000;

export interface ToastApi {
  show(toast: ToastRequest): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider>');
  return api;
}
