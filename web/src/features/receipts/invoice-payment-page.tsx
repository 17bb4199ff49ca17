import { messages } from '@agua/domain/messages';
import { formatMZN, toDecimalString } from '@agua/domain/money';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { DebtSummary } from '../../ui/debt-summary.tsx';
import { ServerCombobox } from '../../ui/form/server-combobox.tsx';
import { useClientSearch } from '../../ui/form/use-client-search.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { InvoicePickList } from './invoice-pick-list.tsx';
import { MpesaRequestPanel } from './mpesa-request-panel.tsx';
import { PaymentForm } from './payment-form.tsx';
import { ReceiptsPanel } from './receipts-panel.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { useInvoicePayment } from './use-invoice-payment.ts';

const t = messages.receipts.payment;

/**
 * Pagar Factura: choose a client, see Total em dívida, type what the client hands over (the oldest invoices it covers
 * are chosen, or click them, or all), and pay; cash shows its change (docs/domain.md "Partial payments").
 */
export function InvoicePaymentPage() {
  const search = useClientSearch();
  const payment = useInvoicePayment();
  const { current, chosen, balance } = payment;
  const pickTexts = { limitDateText: t.limitDate, fineText: t.fine };

  return (
    <div className="space-y-6">
      <PageHeader title={t.title} breadcrumb={<Breadcrumb items={[{ label: t.title }]} />} />
      <section className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <div className="flex flex-wrap items-start gap-4">
          <ServerCombobox
            label={t.client}
            hint={t.clientHint}
            value={payment.client}
            onChange={payment.chooseClient}
            options={search.options}
            onSearch={search.onSearch}
            searching={search.searching}
            className="w-full max-w-md"
          />
          {current && <DebtSummary debt={current.debt} className="w-full sm:w-80" />}
        </div>

        {current && (
          <>
            <SelectionBar payment={payment} clientId={String(current.clientId)} />
            <div className="grid gap-4 md:grid-cols-2">
              <InvoicePickList
                title={t.unpaid}
                tone="unpaid"
                invoices={payment.offered}
                emptyText={t.emptyUnpaid}
                actionLabel={t.addInvoice}
                {...pickTexts}
                onPick={(invoice) => payment.move(String(invoice.invoiceId), true)}
              />
              <InvoicePickList
                title={t.toPay}
                tone="toPay"
                invoices={chosen}
                emptyText={t.emptyToPay}
                actionLabel={t.removeInvoice}
                {...pickTexts}
                onPick={(invoice) => payment.move(String(invoice.invoiceId), false)}
              />
            </div>

            <PaymentForm payment={payment} />

            {payment.chosenMethod === 'MPESA' && (chosen.length > 0 || payment.mpesaActive) && (
              <MpesaRequestPanel
                clientId={String(current.clientId)}
                phoneNumber={current.phoneNumber}
                invoiceIds={chosen.map((invoice) => String(invoice.invoiceId))}
                amountText={formatMZN(toDecimalString(Math.max(payment.mpesaAsked, 0)))}
                coveredByCredit={
                  chosen.length > 0 && payment.mpesaAsked <= 0
                    ? messages.mpesa.api.creditCovers(formatMZN(toDecimalString(Math.max(balance, 0))))
                    : null
                }
                onOpenReceipt={payment.openReceipt}
                onPaid={payment.mpesaPaid}
                onActiveChange={payment.setMpesaActive}
              />
            )}

            <ReceiptsPanel receipts={current.receipts} onOpen={payment.openReceipt} />
          </>
        )}
      </section>
    </div>
  );
}
