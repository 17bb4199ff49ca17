import { messages } from '@agua/domain/messages';
import { toCentavos, toDecimalString } from '@agua/domain/money';
import { asksForAmount, outstandingAmount } from '@agua/domain/rules/outstanding';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { moneyText } from '../../ui/form/money-schema.ts';
import type { Option } from '../../ui/form/option.ts';
import { autoSelection, counterAmounts, payable } from './counter-amounts.ts';
import { InvoicePaymentQuery } from './invoice-payment-query.ts';
import { useLastMethod } from './use-last-method.ts';
import { usePayInvoices } from './use-pay-invoices.ts';

const t = messages.receipts.payment;

/** The method of a first payment in this browser: cash, the counter's everyday case. */
const DEFAULT_METHOD = 'NUMERARIO';
const CASH = 'NUMERARIO';

const amountRule = z.object({ amount: moneyText(t.amount) });

/**
 * Pagar Factura's state: the client, the invoices chosen (clicked, all, or — while none is clicked — the oldest the
 * amount typed covers), the method (the user's last), the amount and, for cash, the change; the sums follow the
 * domain's counter rules (docs/domain.md "Partial payments").
 */
export function useInvoicePayment() {
  const payment = usePayInvoices();
  const [lastMethod, rememberMethod] = useLastMethod();
  // Opened from the client page with ?clientId=&name=: that client is already chosen.
  const [params] = useSearchParams();
  const [client, setClient] = useState<Option<string> | null>(() => {
    const id = params.get('clientId');
    return id ? { value: id, label: params.get('name') ?? id } : null;
  });
  const [toPay, setToPay] = useState<ReadonlySet<string> | null>(null);
  const [method, setMethod] = useState<string | null>(null);
  const [keepChangeAsCredit, setKeepChangeAsCredit] = useState(false);
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
  // The client shown: the cursor waits in the amount, so the cashier types what was handed over and presses Enter.
  const shownId = current?.clientId;
  useEffect(() => {
    if (shownId) form.setFocus('amount');
  }, [shownId, form]);
  const methods = data?.paymentMethods ?? [];
  const preferred = method ?? lastMethod ?? DEFAULT_METHOD;
  const chosenMethod = methods.some((m) => m.value === preferred) ? preferred : (methods[0]?.value ?? '');
  const unpaid = current?.unpaidInvoices ?? [];
  const balance = current ? toCentavos(current.balance) : 0;
  const typed = amountRule.safeParse({ amount: form.watch('amount') });
  const typedCents = typed.success ? toCentavos(typed.data.amount) : 0;
  const automatic = toPay === null;
  const chosen = automatic
    ? autoSelection(unpaid, typedCents, balance)
    : unpaid.filter((invoice) => toPay.has(String(invoice.invoiceId)));
  const chosenIds = new Set(chosen.map((invoice) => String(invoice.invoiceId)));
  const offered = unpaid.filter((invoice) => !chosenIds.has(String(invoice.invoiceId)));

  const invoicesTotal = chosen.reduce((sum, invoice) => sum + payable(invoice).total, 0);
  // With no invoice clicked the amount decides the selection, so it is always asked.
  const asksAmount = automatic || asksForAmount(balance, invoicesTotal);
  const cash = chosenMethod === CASH;
  const sums = counterAmounts({ balance, chosen, typed: typedCents, asksAmount, cash, keepChangeAsCredit });
  const paid = asksAmount ? sums.amount : invoicesTotal;
  // An M-Pesa request asks only what the credit does not cover (the receipt's funds = amount + max(balance, 0)).
  const mpesaAsked = invoicesTotal - Math.max(balance, 0);

  function chooseClient(option: Option<string> | null) {
    setClient(option);
    setToPay(null);
    setMethod(null);
    setMpesaActive(false);
    setKeepChangeAsCredit(false);
    form.reset({ amount: '' });
  }

  function move(invoiceId: string, into: boolean) {
    const next = new Set(chosenIds);
    if (into) next.add(invoiceId);
    else next.delete(invoiceId);
    setToPay(next);
  }

  async function submit() {
    if (!current || payment.submitting || sums.notice?.refusal) return;
    if (asksAmount && !typed.success) {
      form.setError('amount', { message: typed.error.issues[0]?.message ?? t.failure });
      return;
    }
    rememberMethod(chosenMethod);
    const done = await payment.pay({
      clientId: String(current.clientId),
      invoiceIds: chosen.map((invoice) => String(invoice.invoiceId)),
      amount: toDecimalString(paid),
      paymentMethod: chosenMethod,
      ...(sums.partial ? { partial: true } : {}),
    });
    if (done) {
      setToPay(null);
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
    automatic,
    move,
    selectAll: () => setToPay(new Set(unpaid.map((invoice) => String(invoice.invoiceId)))),
    clearSelection: () => setToPay(null),
    /** 'Valor = total': the amount becomes what pays the chosen invoices (and any debt). */
    fillTotal: () =>
      form.setValue('amount', toDecimalString(sums.needed).replace('.', ','), { shouldValidate: true }),
    form,
    balance,
    invoicesTotal,
    asksAmount,
    cash,
    keepChangeAsCredit,
    setKeepChangeAsCredit,
    sums,
    outstanding: outstandingAmount(balance, invoicesTotal, paid),
    mpesaAsked,
    mpesaActive,
    setMpesaActive,
    // Without the amount input the amount is the invoices' total, and there must be something to pay.
    canSubmit:
      current !== null && chosenMethod !== '' && !sums.notice?.refusal && (asksAmount || invoicesTotal > 0),
    submitting: payment.submitting,
    submit,
    openReceipt: payment.openReceipt,
    /** The M-Pesa request ended paid: its invoices leave the selection and the client is read again. */
    mpesaPaid() {
      setToPay(null);
      void refetch();
    },
  };
}

export type InvoicePayment = ReturnType<typeof useInvoicePayment>;
