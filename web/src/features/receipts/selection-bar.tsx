import { messages } from '@agua/domain/messages';
import { CheckCircleIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import type { InvoicePayment } from './use-invoice-payment.ts';

const c = messages.receipts.counter;

/** The client page (client-statement/client) from this page's path (receipts/pay). */
const CLIENT_PAGE_FROM_HERE = '../../client-statement/client';

/**
 * Above the two lists: choose every unpaid invoice, or go back to the automatic choice by the amount; and the
 * client's page (Ficha do cliente) with everything else about them.
 */
export function SelectionBar({ payment, clientId }: { payment: InvoicePayment; clientId: string }) {
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
      <Link
        to={`${CLIENT_PAGE_FROM_HERE}?id=${encodeURIComponent(clientId)}`}
        relative="path"
        className="ml-auto text-sm font-medium text-accent underline-offset-2 hover:underline"
      >
        {c.openClient}
      </Link>
    </div>
  );
}
