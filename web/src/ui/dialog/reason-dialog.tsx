import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Button } from '../button.tsx';
import { TextField } from '../form/text-field.tsx';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What will happen, naming the amount: the administrator decides on this sentence. */
  message: string;
  reasonLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks before a reversal (Anular recibo, Anular cobrança): the sentence with the amount, and the reason, required —
 * the confirm button stays off until one is written. Cancel has the focus, so a stray Enter does not reverse.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const ready = reason.trim().length > 0 && reason.trim().length <= 500;
  return (
    <Dialog open={props.open} onClose={props.onCancel} role="alertdialog" className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px]" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-2xl">
          <div className="flex gap-4">
            <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
              <ExclamationTriangleIcon aria-hidden="true" className="size-6" />
            </div>
            <div className="min-w-0 flex-1 space-y-3 pt-1">
              <DialogTitle className="text-base font-semibold text-ink">{props.title}</DialogTitle>
              <p className="text-sm leading-relaxed text-ink-muted">{props.message}</p>
              <TextField
                label={props.reasonLabel}
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={props.onCancel} autoFocus>
              {props.cancelLabel}
            </Button>
            <Button
              disabled={!ready || props.busy}
              busy={props.busy}
              onClick={() => props.onConfirm(reason.trim())}
            >
              {props.confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
