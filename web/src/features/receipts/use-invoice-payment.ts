import { messages } from '@agua/domain/messages';
import { toCentavos, toDecimalString } from '@agua/domain/money';
import { asksForAmount, outstandingAmount } from '@agua/domain/rules/outstanding';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { moneyText } from '../../ui/form/money-schema.ts';
import type { Option } from '../../ui/form/option.ts';
import { InvoicePaymentQuery } from './invoice-payment-query.ts';
import { usePayInvoices } from './use-pay-invoices.ts';

const t = messages.receipts.payment;

const DEFAULT_METHOD = 'MPESA';

const amountRule = z.object({ amount: moneyText(t.amount) });

/**
 * Pagar Factura's state: the client, the invoices moved to the payment, the method and, when the balance leaves
 * something to decide, the amount; the totals follow the domain's rules (docs/domain.md, Payments).
 */
export function useInvoicePayment() {
  const dialog = useDialog();
  const payment = usePayInvoices();
  const [client, setClient] = useState<Option<string> | null>(null);
  const [toPay, setToPay] = useState<ReadonlySet<string>>(new Set());
  const [method, setMethod] = useState<string | null>(null);
  // An M-Pesa request on show stays while its invoices turn paid and leave the selection.
  const [mpesaActive, setMpesaActive] = useState(false);
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' } });

  const { data, refetch } = useQuery(InvoicePaymentQuery, {
    variables: { clientId: client?.value ?? '' },
    skip: !client,
    fetchPolicy: 'cache-and-network',
  });

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
  // An M-Pesa request asks only what the credit does not cover (the receipt's funds = amount + max(balance, 0)).
  const mpesaAsked = invoicesTotal - Math.max(balance, 0);

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

  /** The typed amount when one is asked (refused in a dialog when it does not parse), else the invoices' total. */
  function amountToPay(): string | null {
    if (!asksAmount) return toDecimalString(invoicesTotal);
    const parsed = amountRule.safeParse(form.getValues());
    if (parsed.success) return parsed.data.amount;
    form.setError('amount', {
      message: parsed.error.issues[0]?.message ?? messages.receipts.payment.failure,
    });
    dialog.open({
      title: messages.receipts.payment.validationTitle,
      message: messages.dialog.validationMessage,
      type: 'error',
      showConfirmButton: true,
    });
    return null;
  }

  async function submit() {
    if (!current || payment.submitting) return;
    const amount = amountToPay();
    if (amount === null) return;
    const invoiceIds = chosen.map((invoice) => String(invoice.invoiceId));
    const done = await payment.pay({
      clientId: String(current.clientId),
      invoiceIds,
      amount,
      paymentMethod: chosenMethod,
    });
    if (done) {
      setToPay(new Set());
      form.reset({ amount: '' });
    }
  }

  return {
    client,
    chooseClient,
    current,
    methods,
    chosenMethod,
    setMethod,
    chosen,
    offered,
    move,
    form,
    balance,
    invoicesTotal,
    asksAmount,
    outstanding: outstandingAmount(balance, invoicesTotal, paid),
    mpesaAsked,
    mpesaActive,
    setMpesaActive,
    // Without the amount input the amount is the invoices' total, and there must be something to pay.
    canSubmit: current !== null && chosenMethod !== '' && (asksAmount || invoicesTotal > 0),
    submitting: payment.submitting,
    submit,
    openReceipt: payment.openReceipt,
    /** The M-Pesa request ended paid: its invoices leave the selection and the client is read again. */
    mpesaPaid() {
      setToPay(new Set());
      void refetch();
    },
  };
}

export type InvoicePayment = ReturnType<typeof useInvoicePayment>;
