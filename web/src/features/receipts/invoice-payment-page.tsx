import { FILES, filePath } from '@agua/domain/contracts/files';
import { messages } from '@agua/domain/messages';
import { formatMZN, toCentavos, toDecimalString } from '@agua/domain/money';
import { asksForAmount, outstandingAmount } from '@agua/domain/rules/outstanding';
import { useMutation, useQuery } from '@apollo/client/react';
import { BanknotesIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { usePdfWindow } from '../../lib/files/use-pdf-window.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { MoneyInput } from '../../ui/form/money-input.tsx';
import { moneyText } from '../../ui/form/money-schema.ts';
import type { Option } from '../../ui/form/option.ts';
import { ServerCombobox } from '../../ui/form/server-combobox.tsx';
import { useClientSearch } from '../../ui/form/use-client-search.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { InvoicePaymentQuery, PayInvoicesMutation } from './invoice-payment-query.ts';
import { InvoicePickList } from './invoice-pick-list.tsx';
import { MpesaRequestPanel } from './mpesa-request-panel.tsx';
import { ReceiptsPanel } from './receipts-panel.tsx';
import { useAttemptKey } from './use-attempt-key.ts';

const t = messages.receipts.payment;
const tr = messages.receipts;

const DEFAULT_METHOD = 'MPESA';

const amountRule = z.object({ amount: moneyText(t.amount) });

/** Pagar Factura: choose a client, move unpaid invoices to the payment, say how it was paid, and pay. */
export function InvoicePaymentPage() {
  const dialog = useDialog();
  const attemptKey = useAttemptKey();
  const receiptWindow = usePdfWindow({
    title: tr.pdf.title,
    loading: tr.payment.saving,
    errorTitle: messages.dialog.errorTitle,
    errorMessage: tr.payment.receiptLoadError,
  });
  const search = useClientSearch();
  const [client, setClient] = useState<Option<string> | null>(null);
  const [toPay, setToPay] = useState<ReadonlySet<string>>(new Set());
  const [method, setMethod] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // An M-Pesa request on show stays while its invoices turn paid and leave the selection.
  const [mpesaActive, setMpesaActive] = useState(false);
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' } });

  const { data, refetch } = useQuery(InvoicePaymentQuery, {
    variables: { clientId: client?.value ?? '' },
    skip: !client,
    fetchPolicy: 'cache-and-network',
  });
  const [payInvoices] = useMutation(PayInvoicesMutation);

  const current =
    client && data?.client && String(data.client.clientId) === client.value ? data.client : null;
  const methods = data?.paymentMethods ?? [];
  const chosenMethod =
    method ?? (methods.some((m) => m.value === DEFAULT_METHOD) ? DEFAULT_METHOD : (methods[0]?.value ?? ''));
  const unpaid = current?.unpaidInvoices ?? [];
  const chosen = unpaid.filter((invoice) => toPay.has(String(invoice.invoiceId)));
  const offered = unpaid.filter((invoice) => !toPay.has(String(invoice.invoiceId)));

  const balance = current ? toCentavos(current.balance) : 0;
  const invoicesTotal = chosen.reduce((sum, invoice) => sum + toCentavos(invoice.totalAmount), 0);
  const asksAmount = asksForAmount(balance, invoicesTotal);
  const typed = amountRule.safeParse({ amount: form.watch('amount') });
  const paid = asksAmount ? (typed.success ? toCentavos(typed.data.amount) : 0) : invoicesTotal;
  const outstanding = outstandingAmount(balance, invoicesTotal, paid);
  // An M-Pesa request asks only what the credit does not cover (the receipt's funds = amount + max(balance, 0)).
  const mpesaAsked = invoicesTotal - Math.max(balance, 0);
  // Without the amount input the amount is the invoices' total, and there must be something to pay.
  const canSubmit = current !== null && chosenMethod !== '' && (asksAmount || invoicesTotal > 0);

  function chooseClient(option: Option<string> | null) {
    setClient(option);
    setToPay(new Set());
    setMethod(null);
    setMpesaActive(false);
    form.reset({ amount: '' });
  }

  function move(invoiceId: string, into: boolean) {
    setToPay((previous) => {
      const next = new Set(previous);
      if (into) next.add(invoiceId);
      else next.delete(invoiceId);
      return next;
    });
  }

  async function submit() {
    if (!current || submitting) return;
    let amount = toDecimalString(invoicesTotal);
    if (asksAmount) {
      const parsed = amountRule.safeParse(form.getValues());
      if (!parsed.success) {
        form.setError('amount', { message: parsed.error.issues[0]?.message ?? tr.payment.failure });
        dialog.open({
          title: tr.payment.validationTitle,
          message: messages.dialog.validationMessage,
          type: 'error',
          showConfirmButton: true,
        });
        return;
      }
      amount = parsed.data.amount;
    }
    const payment = {
      clientId: String(current.clientId),
      invoiceIds: chosen.map((invoice) => String(invoice.invoiceId)),
      amount,
      paymentMethod: chosenMethod,
    };
    const idempotencyKey = attemptKey.keyFor(payment);
    // Reserved at the click: a window opened after the payment's round trip would be blocked as a pop-up.
    const pdf = receiptWindow.reserve();
    setSubmitting(true);
    dialog.open({
      title: messages.dialog.processingTitle,
      message: tr.payment.saving,
      type: 'loading',
      isProcessing: true,
    });
    try {
      const { data: answer } = await payInvoices({ variables: { input: { ...payment, idempotencyKey } } });
      attemptKey.settle();
      const result = answer?.payInvoices;
      if (!result?.receipt) {
        pdf.cancel();
        dialog.open({
          title: messages.dialog.errorTitle,
          message: tr.payment.failure,
          type: 'error',
          showConfirmButton: true,
          errorDetails: result?.message ?? undefined,
        });
        return;
      }
      setToPay(new Set());
      form.reset({ amount: '' });
      dialog.open({
        title: messages.dialog.successTitle,
        message: tr.payment.success,
        type: 'success',
        showConfirmButton: true,
      });
      await pdf.show(filePath(FILES.receipt, { receiptId: result.receipt.receiptId }));
    } catch (error) {
      // No answer (the connection dropped): the key is kept, so submitting again cannot pay twice.
      pdf.cancel();
      dialog.open({
        title: messages.dialog.errorTitle,
        message: tr.payment.failure,
        type: 'error',
        showConfirmButton: true,
        errorDetails: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t.title} breadcrumb={<Breadcrumb items={[{ label: t.title }]} />} />
      <section className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <div className="flex flex-wrap items-start gap-4">
          <ServerCombobox
            label={t.client}
            hint={t.clientHint}
            value={client}
            onChange={chooseClient}
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
                invoices={offered}
                emptyText={t.emptyUnpaid}
                actionLabel={t.addInvoice}
                limitDateText={t.limitDate}
                fineText={t.fine}
                onPick={(invoice) => move(String(invoice.invoiceId), true)}
              />
              <InvoicePickList
                title={t.toPay}
                tone="toPay"
                invoices={chosen}
                emptyText={t.emptyToPay}
                actionLabel={t.removeInvoice}
                limitDateText={t.limitDate}
                fineText={t.fine}
                onPick={(invoice) => move(String(invoice.invoiceId), false)}
              />
            </div>

            <form
              className="flex flex-wrap items-start gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Dropdown
                label={t.method}
                value={chosenMethod}
                placeholder={null}
                options={methods.map((m) => ({ value: m.value, label: m.label }))}
                onChange={(event) => setMethod(event.target.value)}
                className="w-full sm:w-56"
              />
              {asksAmount && (
                <MoneyInput
                  control={form.control}
                  name="amount"
                  label={t.amount}
                  className="w-full sm:w-48"
                />
              )}
              <dl className="grid grow grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm sm:max-w-xs">
                <dt className="text-ink-muted">{t.selectedTotal}</dt>
                <dd className="text-right font-medium text-ink tabular-nums">
                  {formatMZN(toDecimalString(invoicesTotal))}
                </dd>
                <dt className="text-ink-muted">
                  {outstanding.kind === 'totalToPay' ? tr.totalToPay : tr.remaining}
                </dt>
                <dd
                  className="text-right text-base font-semibold text-ink tabular-nums"
                  data-testid="outstanding"
                >
                  {formatMZN(toDecimalString(outstanding.amount))}
                </dd>
              </dl>
              {canSubmit && (
                <Button
                  type="submit"
                  icon={BanknotesIcon}
                  busy={submitting}
                  disabled={submitting}
                  className="h-9 self-end"
                >
                  {t.submit}
                </Button>
              )}
            </form>

            {chosenMethod === 'MPESA' && (chosen.length > 0 || mpesaActive) && (
              <MpesaRequestPanel
                clientId={String(current.clientId)}
                phoneNumber={current.phoneNumber}
                invoiceIds={chosen.map((invoice) => String(invoice.invoiceId))}
                amountText={formatMZN(toDecimalString(Math.max(mpesaAsked, 0)))}
                coveredByCredit={
                  chosen.length > 0 && mpesaAsked <= 0
                    ? messages.mpesa.api.creditCovers(formatMZN(toDecimalString(Math.max(balance, 0))))
                    : null
                }
                onOpenReceipt={(receiptId) => void receiptWindow.open(filePath(FILES.receipt, { receiptId }))}
                onPaid={() => {
                  setToPay(new Set());
                  void refetch();
                }}
                onActiveChange={setMpesaActive}
              />
            )}

            <ReceiptsPanel
              receipts={current.receipts}
              onOpen={(receiptId) => void receiptWindow.open(filePath(FILES.receipt, { receiptId }))}
            />
          </>
        )}
      </section>
    </div>
  );
}
