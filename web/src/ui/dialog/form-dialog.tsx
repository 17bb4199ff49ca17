import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from '../alert.tsx';
import { Button } from '../button.tsx';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** A sentence under the title: what the form changes. */
  description?: string;
  /** The api's refusal, in Portuguese, shown inside the dialog so what was typed stays. */
  error?: string | null;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A small form in a dialog (a meter's edit, a replacement): its fields, the refusal inline, Cancelar and confirm. */
export function FormDialog(props: FormDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onCancel} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px]" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="w-full max-w-lg rounded-2xl border border-line bg-surface p-6 shadow-2xl">
          <DialogTitle className="text-base font-semibold text-ink">{props.title}</DialogTitle>
          {props.description && <p className="mt-1 text-sm text-ink-muted">{props.description}</p>}
          <form noValidate onSubmit={props.onSubmit} className="mt-4 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">{props.children}</div>
            {props.error && <ErrorAlert>{props.error}</ErrorAlert>}
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={props.onCancel}>
                {props.cancelLabel}
              </Button>
              <Button type="submit" busy={props.busy} disabled={props.busy}>
                {props.confirmLabel}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
