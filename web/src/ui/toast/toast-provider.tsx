import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onNotify, type ToastRequest } from '../../lib/notifications.ts';
import { ACTION_TOAST_DURATION_MS, TOAST_DURATION_MS, type ToastApi, ToastContext } from './toast-context.ts';
import { ToastItem } from './toast-item.tsx';

interface ActiveToast extends ToastRequest {
  id: number;
}

// A burst of failures (several queries of one screen) should not bury the page in identical toasts.
const MAX_VISIBLE = 4;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ActiveToast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (toast: ToastRequest) => {
      const id = nextId.current++;
      setToasts((current) => {
        const withoutRepeat = current.filter((t) => !(t.message === toast.message && t.type === toast.type));
        return [...withoutRepeat, { ...toast, id }].slice(-MAX_VISIBLE);
      });
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), toast.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => onNotify(show), [show]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext value={api}>
      {children}
      <div className="pointer-events-none fixed top-4 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            message={toast.message}
            type={toast.type}
            action={toast.action}
            onDismiss={() => dismiss(toast.id)}
          />
        ))}
      </div>
    </ToastContext>
  );
}
