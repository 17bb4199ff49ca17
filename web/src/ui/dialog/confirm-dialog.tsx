import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { Button } from '../button.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, with its numbers: the user decides on this sentence. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action that changes many records at once. Escape, the backdrop and the cancel button all cancel;
 * the cancel button has the focus, so a stray Enter does not confirm.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} role="alertdialog" className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px]" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-2xl">
          <div className="flex gap-4">
            <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
              <ExclamationTriangleIcon aria-hidden="true" className="size-6" />
            </div>
            <div className="min-w-0 flex-1 pt-1">
              <DialogTitle className="text-base font-semibold text-ink">{title}</DialogTitle>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{message}</p>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
