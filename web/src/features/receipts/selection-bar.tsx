import { messages } from '@agua/domain/messages';
import { CheckCircleIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { Button } from '../../ui/button.tsx';
import type { InvoicePayment } from './use-invoice-payment.ts';

const c = messages.receipts.counter;

/** Above the two lists: choose every unpaid invoice, or go back to the automatic choice by the amount. */
export function SelectionBar({ payment }: { payment: InvoicePayment; clientId: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" icon={CheckCircleIcon} onClick={payment.selectAll}>
        {c.selectAll}
      </Button>
      {!payment.automatic && (
        <Button variant="secondary" icon={XMarkIcon} onClick={payment.clearSelection}>
          {c.clearSelection}
        </Button>
      )}
      {payment.automatic && <p className="text-xs text-ink-muted">{c.autoSelection}</p>}
    </div>
  );
}
