import { messages } from '@agua/domain/messages';
import { formatMZN, toDecimalString } from '@agua/domain/money';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { ServerCombobox } from '../../ui/form/server-combobox.tsx';
import { useClientSearch } from '../../ui/form/use-client-search.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { InvoicePickList } from './invoice-pick-list.tsx';
import { MpesaRequestPanel } from './mpesa-request-panel.tsx';
import { PaymentForm } from './payment-form.tsx';
import { ReceiptsPanel } from './receipts-panel.tsx';
import { useInvoicePayment } from './use-invoice-payment.ts';

const t = messages.receipts.payment;
const tr = messages.receipts;

/** Pagar Factura: choose a client, move unpaid invoices to the payment, say how it was paid, and pay. */
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
          {current && (
            <p
              className="rounded-xl border border-line bg-surface-muted px-4 py-2 text-sm"
              data-testid="client-balance"
            >
              <span className="block text-ink-muted">{balance >= 0 ? tr.balance : tr.debt}</span>
              <span className="text-lg font-semibold text-ink tabular-nums">
                {formatMZN(toDecimalString(Math.abs(balance)))}
              </span>
            </p>
          )}
        </div>

        {current && (
          <>
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
