import { messages } from '@agua/domain/messages';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { CheckIcon, ClipboardDocumentIcon } from '@heroicons/react/20/solid';
import { ExclamationTriangleIcon, KeyIcon } from '@heroicons/react/24/outline';
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { controlClass, labelClass } from '../../ui/form/field-styles.ts';

const t = messages.apiKeys;

interface ApiKeySecretDialogProps {
  /** The new key's secret; the dialog is open while there is one. */
  secret: string | null;
  name: string;
  onClose: () => void;
}

/**
 * The one time a key's secret is seen: the api stores only its hash. The dialog says so before anything else,
 * offers a copy button, and closes only on its own button, so a stray click or Escape cannot lose the key.
 */
export function ApiKeySecretDialog({ secret, name, onClose }: ApiKeySecretDialogProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputId = useId();
  const warningId = useId();

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const close = () => {
    setCopy('idle');
    onClose();
  };

  return (
    <Dialog open={secret !== null} onClose={() => {}} role="alertdialog" className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px]" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          aria-describedby={warningId}
          className="w-full max-w-lg rounded-2xl border border-line bg-surface p-6 shadow-2xl"
        >
          <div className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
              <KeyIcon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              <DialogTitle className="text-base font-semibold text-ink">{t.secretTitle}</DialogTitle>
              <p className="truncate text-sm text-ink-muted">{name}</p>
            </div>
          </div>

          <div
            id={warningId}
            className="mt-5 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
          >
            <ExclamationTriangleIcon aria-hidden="true" className="size-5 shrink-0" />
            <p>{t.secretWarning}</p>
          </div>

          <label htmlFor={inputId} className={`${labelClass} mt-5`}>
            {t.secretLabel}
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              readOnly
              value={secret ?? ''}
              onFocus={(event) => event.currentTarget.select()}
              spellCheck={false}
              className={`${controlClass()} min-w-0 flex-1 font-mono text-xs`}
            />
            <Button
              variant="secondary"
              icon={copy === 'copied' ? CheckIcon : ClipboardDocumentIcon}
              onClick={copySecret}
            >
              {copy === 'copied' ? t.copied : t.copy}
            </Button>
          </div>
          <p role="status" className="mt-2 min-h-5 text-sm text-red-700 dark:text-red-300">
            {copy === 'failed' ? t.copyFailed : ''}
          </p>

          <div className="mt-4 flex justify-end">
            <Button onClick={close}>{t.close}</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
