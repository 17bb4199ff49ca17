import type { MpesaStatus } from '@agua/domain/contracts/mpesa-payment';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { isMpesaPhone, normalizePhone } from '@agua/domain/rules/phone';
import { useMutation, useQuery } from '@apollo/client/react';
import { DevicePhoneMobileIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, useState } from 'react';
import type { MpesaPaymentFieldsFragment } from '../../gql/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { MpesaPaymentQuery, RequestMpesaPaymentMutation } from './mpesa-request-query.ts';

const s = messages.mpesa.screens;
const OPEN: readonly string[] = ['PENDING', 'WAITING'] satisfies MpesaStatus[];

/** Polling with backoff while the request waits: 1 s, then ×1.5 up to 5 s (the PIN takes seconds to a minute). */
function useBackoffPolling(refetch: () => unknown, active: boolean, restartKey: string | null) {
  useEffect(() => {
    if (!active || !restartKey) return;
    let delay = 1000;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(() => {
        void refetch();
        delay = Math.min(delay * 1.5, 5000);
        tick();
      }, delay);
    };
    tick();
    return () => clearTimeout(timer);
  }, [active, restartKey, refetch]);
}

interface Props {
  clientId: string;
  /** The client's phone on record: the field starts with it. */
  phoneNumber: string | null;
  invoiceIds: string[];
  /** What the phone is asked: the invoices' total today less the client's credit (the api asks exactly that). */
  amountText: string;
  /** Set when the credit covers the invoices whole: why no request is offered (pay without M-Pesa). */
  coveredByCredit?: string | null;
  onOpenReceipt: (receiptId: string) => void;
  /** The request ended paid: the screen reloads the client (its unpaid invoices are now paid). */
  onPaid: () => void;
  /** A request was sent (true) or put away for a new one (false): the screen keeps the panel while one shows. */
  onActiveChange: (active: boolean) => void;
}

/** Pagar Factura with M-Pesa: sends the request to the client's phone and follows it live until it ends. */
export function MpesaRequestPanel({
  clientId,
  phoneNumber,
  invoiceIds,
  amountText,
  coveredByCredit = null,
  onOpenReceipt,
  onPaid,
  onActiveChange,
}: Props) {
  const [phone, setPhone] = useState(phoneNumber ?? '');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [send, sending] = useMutation(RequestMpesaPaymentMutation);
  const progress = useQuery(MpesaPaymentQuery, {
    variables: { id: requestId ?? '' },
    skip: !requestId,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const request: MpesaPaymentFieldsFragment | null = progress.data?.mpesaPayment ?? null;
  const waiting = request ? OPEN.includes(request.status) : requestId !== null;
  useBackoffPolling(progress.refetch, waiting, requestId);

  const status = request?.status;
  // Once per request reaching PAID, whatever the parent re-renders meanwhile.
  const paidCallback = useRef(onPaid);
  paidCallback.current = onPaid;
  useEffect(() => {
    if (status === 'PAID') paidCallback.current();
  }, [status]);

  async function submit() {
    if (coveredByCredit) return;
    const normalized = normalizePhone(phone);
    if (!isMpesaPhone(normalized)) {
      setPhoneError(messages.mpesa.api.notVodacom);
      return;
    }
    setPhoneError(null);
    setSendError(null);
    const { data } = await send({ variables: { input: { clientId, invoiceIds, msisdn: normalized } } });
    const answer = data?.requestMpesaPayment;
    if (!answer?.mpesaPayment) {
      setSendError(answer?.message ?? messages.receipts.payment.failure);
      return;
    }
    setRequestId(answer.mpesaPayment.id);
    onActiveChange(true);
  }

  if (requestId) {
    return (
      <section
        className="space-y-3 rounded-xl border border-line bg-surface-muted p-4"
        aria-live="polite"
        data-testid="mpesa-progress"
      >
        {waiting && (
          <div className="flex items-center gap-3">
            <Spinner className="size-5 text-brand" />
            <div>
              <p className="font-semibold text-ink">{s.waiting}</p>
              <p className="text-sm text-ink-muted">{s.waitingHint}</p>
            </div>
          </div>
        )}
        {status === 'PAID' && request && (
          <div className="space-y-2">
            <p className="font-semibold text-emerald-700 dark:text-emerald-400">{s.paid}</p>
            <p className="text-sm text-ink-muted">
              {formatMZN(request.amount)} · {request.transactionReference} · {request.transactionId}
            </p>
            {request.receiptId && (
              <Button type="button" onClick={() => onOpenReceipt(request.receiptId ?? '')}>
                {s.openReceipt}
              </Button>
            )}
          </div>
        )}
        {(status === 'CANCELLED' || status === 'FAILED') && request && (
          <div className="space-y-1" role="alert">
            <p className="font-semibold text-red-700 dark:text-red-400">
              {status === 'CANCELLED' ? s.cancelled : s.failed}
            </p>
            <p className="text-sm text-ink">{request.reason}</p>
          </div>
        )}
        {!waiting && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setRequestId(null);
              onActiveChange(false);
            }}
          >
            {s.newRequest}
          </Button>
        )}
      </section>
    );
  }

  return (
    <form
      className="flex flex-wrap items-end gap-4 rounded-xl border border-line bg-surface-muted p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={messages.mpesa.fields.msisdn}
        prefix="+258"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={phoneError}
        inputMode="tel"
        className="w-full sm:w-64"
      />
      <p className="text-sm text-ink-muted">
        {messages.mpesa.fields.amount}:{' '}
        <span className="font-semibold text-ink tabular-nums">{amountText}</span>
      </p>
      {coveredByCredit ? (
        <p className="w-full text-sm text-ink" role="status">
          {coveredByCredit}
        </p>
      ) : (
        <Button type="submit" icon={DevicePhoneMobileIcon} busy={sending.loading} disabled={sending.loading}>
          {s.sendRequest}
        </Button>
      )}
      {sendError && (
        <p className="w-full text-sm text-red-700 dark:text-red-400" role="alert">
          {sendError}
        </p>
      )}
    </form>
  );
}
