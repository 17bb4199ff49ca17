import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { DevicePhoneMobileIcon } from '@heroicons/react/20/solid';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { type MpesaRequestOptions, useMpesaRequest } from './use-mpesa-request.ts';

const s = messages.mpesa.screens;

interface Props extends Omit<MpesaRequestOptions, 'coveredByCredit'> {
  /** What the phone is asked: the invoices' total today less the client's credit (the api asks exactly that). */
  amountText: string;
  coveredByCredit?: string | null;
  onOpenReceipt: (receiptId: string) => void;
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
  const mpesa = useMpesaRequest({
    clientId,
    phoneNumber,
    invoiceIds,
    coveredByCredit,
    onPaid,
    onActiveChange,
  });
  const { request } = mpesa;

  if (mpesa.requestId) {
    return (
      <section
        className="space-y-3 rounded-xl border border-line bg-surface-muted p-4"
        aria-live="polite"
        data-testid="mpesa-progress"
      >
        {mpesa.waiting && (
          <div className="flex items-center gap-3">
            <Spinner className="size-5 text-brand" />
            <div>
              <p className="font-semibold text-ink">{s.waiting}</p>
              <p className="text-sm text-ink-muted">{s.waitingHint}</p>
            </div>
          </div>
        )}
        {mpesa.status === 'PAID' && request && (
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
        {(mpesa.status === 'CANCELLED' || mpesa.status === 'FAILED') && request && (
          <div className="space-y-1" role="alert">
            <p className="font-semibold text-red-700 dark:text-red-400">
              {mpesa.status === 'CANCELLED' ? s.cancelled : s.failed}
            </p>
            <p className="text-sm text-ink">{request.reason}</p>
          </div>
        )}
        {!mpesa.waiting && (
          <Button type="button" variant="secondary" onClick={mpesa.reset}>
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
        void mpesa.submit();
      }}
    >
      <TextField
        label={messages.mpesa.fields.msisdn}
        prefix="+258"
        value={mpesa.phone}
        onChange={(event) => mpesa.setPhone(event.target.value)}
        error={mpesa.phoneError}
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
        <Button type="submit" icon={DevicePhoneMobileIcon} busy={mpesa.sending} disabled={mpesa.sending}>
          {s.sendRequest}
        </Button>
      )}
      {mpesa.sendError && (
        <p className="w-full text-sm text-red-700 dark:text-red-400" role="alert">
          {mpesa.sendError}
        </p>
      )}
    </form>
  );
}
