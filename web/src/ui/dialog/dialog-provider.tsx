import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { AppDialog } from './app-dialog.tsx';
import { type DialogApi, type DialogConfig, DialogContext, LOADING_SPINNER_MS } from './dialog-context.ts';

export function DialogProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<DialogConfig | null>(null);
  const [open, setOpen] = useState(false);

  const api = useMemo<DialogApi>(
    () => ({
      open: (next) => {
        setConfig({ ...next, isProcessing: next.isProcessing ?? next.type === 'loading' });
        setOpen(true);
      },
      update: (changes) => setConfig((current) => (current ? { ...current, ...changes } : current)),
      close: () => setOpen(false),
    }),
    [],
  );

  const spinning = open && config?.type === 'loading' && config.isProcessing === true;
  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => api.update({ isProcessing: false }), LOADING_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [spinning, api]);

  const close = useCallback(() => setOpen(false), []);

  return (
    <DialogContext value={api}>
      {children}
      {/* The config outlives `open` so the panel keeps its text while it fades out. */}
      {config && <AppDialog open={open} config={config} onClose={close} />}
    </DialogContext>
  );
}
