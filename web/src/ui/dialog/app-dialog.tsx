import { messages } from '@agua/domain/messages';
import {
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from '@headlessui/react';
import {
  CheckCircleIcon,
  ChevronDownIcon,
  ExclamationCircleIcon,
  InformationCircleIcon,
  XMarkIcon,
} from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { Spinner } from '../spinner.tsx';
import type { DialogConfig, DialogType } from './dialog-context.ts';

const ICONS: Record<Exclude<DialogType, 'loading'>, { Icon: typeof CheckCircleIcon; tone: string }> = {
  error: {
    Icon: ExclamationCircleIcon,
    tone: 'bg-red-100 text-red-600 dark:bg-red-500/15 dark:text-red-400',
  },
  info: {
    Icon: InformationCircleIcon,
    tone: 'bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
  },
  success: {
    Icon: CheckCircleIcon,
    tone: 'bg-emerald-100 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-400',
  },
};

function DialogIcon({ type, spinning }: { type: DialogType; spinning: boolean }) {
  if (type === 'loading') {
    return (
      <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
        {spinning ? (
          <Spinner className="size-6" />
        ) : (
          <InformationCircleIcon aria-hidden="true" className="size-6" />
        )}
      </div>
    );
  }
  const { Icon, tone } = ICONS[type];
  return (
    <div className={clsx('flex size-11 shrink-0 items-center justify-center rounded-full', tone)}>
      <Icon aria-hidden="true" className="size-6" />
    </div>
  );
}

interface AppDialogProps {
  open: boolean;
  config: DialogConfig;
  onClose(): void;
}

export function AppDialog({ open, config, onClose }: AppDialogProps) {
  const spinning = config.type === 'loading' && config.isProcessing === true;
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/50 backdrop-blur-[2px] transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          transition
          data-type={config.type}
          aria-busy={spinning}
          className="relative w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-2xl transition duration-200 data-closed:scale-95 data-closed:opacity-0"
        >
          <button
            type="button"
            onClick={onClose}
            aria-label={messages.dialog.close}
            className="absolute top-3 right-3 rounded-lg p-1.5 text-ink-subtle transition hover:bg-surface-muted hover:text-ink"
          >
            <XMarkIcon aria-hidden="true" className="size-5" />
          </button>

          <div className="flex gap-4 pr-6">
            <DialogIcon type={config.type} spinning={spinning} />
            <div className="min-w-0 flex-1 pt-1">
              <DialogTitle className="text-base font-semibold text-ink">{config.title}</DialogTitle>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{config.message}</p>
              {config.items && config.items.length > 0 && (
                <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-red-700 dark:text-red-300">
                  {config.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </div>
          </div>

          {config.type === 'error' && config.errorDetails && (
            <Disclosure as="div" className="mt-5 rounded-xl border border-line bg-surface-muted">
              <DisclosureButton className="group flex w-full items-center justify-between px-4 py-2.5 text-sm font-medium text-ink">
                {messages.dialog.detailsHeading}
                <ChevronDownIcon
                  aria-hidden="true"
                  className="size-4 text-ink-subtle transition group-data-open:rotate-180"
                />
              </DisclosureButton>
              <DisclosurePanel className="border-t border-line px-4 py-3">
                <pre className="max-h-48 overflow-auto text-xs break-words whitespace-pre-wrap text-ink-muted">
                  {config.errorDetails}
                </pre>
              </DisclosurePanel>
            </Disclosure>
          )}

          {config.showConfirmButton && (
            <div className="mt-6 flex justify-end">
              <button
                type="button"
                onClick={onClose}
                className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800"
              >
                {messages.dialog.ok}
              </button>
            </div>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
