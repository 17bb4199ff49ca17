import { FILES, filePath } from '@agua/domain/contracts/files';
import { messages } from '@agua/domain/messages';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import clsx from 'clsx';
import { usePdfWindow } from '../../lib/files/use-pdf-window.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { MpesaReconciliation } from './mpesa-reconciliation.tsx';
import { MpesaRequestList } from './mpesa-request-list.tsx';

const m = messages.mpesa;

const TAB_CLASS = clsx(
  'shrink-0 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-ink-muted outline-none',
  'hover:bg-surface-muted hover:text-ink data-focus:outline-2 data-focus:outline-brand-500',
  'data-selected:bg-brand-700 data-selected:text-white data-selected:shadow-sm',
  'dark:data-selected:bg-brand-600',
);

/** Pagamentos M-Pesa: the requests (newest first, state, references, receipt) and the statement reconciliation. */
export function MpesaPaymentsPage() {
  const pdfWindow = usePdfWindow({
    title: messages.receipts.pdf.title,
    loading: messages.receipts.list.opening,
    errorTitle: messages.dialog.errorTitle,
    errorMessage: messages.receipts.payment.receiptLoadError,
  });
  const openReceipt = (receiptId: string) => void pdfWindow.open(filePath(FILES.receipt, { receiptId }));

  return (
    <div className="space-y-6">
      <PageHeader
        title={m.screens.listTitle}
        breadcrumb={<Breadcrumb items={[{ label: m.screens.listTitle }]} />}
      />
      <TabGroup>
        <TabList className="flex gap-1 overflow-x-auto rounded-xl border border-line bg-surface p-1 shadow-sm">
          <Tab className={TAB_CLASS}>{m.screens.paymentsTab}</Tab>
          <Tab className={TAB_CLASS}>{m.screens.reconciliationTab}</Tab>
        </TabList>
        <TabPanels className="mt-6">
          <TabPanel>
            <MpesaRequestList onOpenReceipt={openReceipt} />
          </TabPanel>
          <TabPanel>
            <MpesaReconciliation onOpenReceipt={openReceipt} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
