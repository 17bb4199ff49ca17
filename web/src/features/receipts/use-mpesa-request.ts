import type { MpesaStatus } from '@agua/domain/contracts/mpesa-payment';
import { messages } from '@agua/domain/messages';
import { isMpesaPhone, normalizePhone } from '@agua/domain/rules/phone';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { MpesaPaymentFieldsFragment } from '../../gql/graphql.ts';
import { MpesaPaymentQuery, RequestMpesaPaymentMutation } from './mpesa-request-query.ts';

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

export interface MpesaRequestOptions {
  clientId: string;
  /** The client's phone on record: the field starts with it. */
  phoneNumber: string | null;
  invoiceIds: string[];
  /** Set when the credit covers the invoices whole: why no request is offered (pay without M-Pesa). */
  coveredByCredit: string | null;
  /** The request ended paid: the screen reloads the client (its unpaid invoices are now paid). */
  onPaid: () => void;
  /** A request was sent (true) or put away for a new one (false): the screen keeps the panel while one shows. */
  onActiveChange: (active: boolean) => void;
}

/**
 * An M-Pesa request from Pagar Factura: the phone (a Vodacom number, checked before sending), the request sent, and
 * its state polled until it ends; `onPaid` runs once when it ends paid.
 */
export function useMpesaRequest({
  clientId,
  phoneNumber,
  invoiceIds,
  coveredByCredit,
  onPaid,
  onActiveChange,
}: MpesaRequestOptions) {
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

  return {
    phone,
    setPhone,
    phoneError,
    sendError,
    requestId,
    request,
    status,
    waiting,
    sending: sending.loading,
    submit,
    /** Put away an ended request, for a new one. */
    reset() {
      setRequestId(null);
      onActiveChange(false);
    },
  };
}
