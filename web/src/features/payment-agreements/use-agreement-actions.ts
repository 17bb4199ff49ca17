import { PAYMENT_METHOD_OPTIONS } from '@agua/domain/contracts/receipt';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { type Agreement, CancelAgreementMutation, PayInstalmentMutation } from './agreements-query.ts';

const t = messages.paymentAgreements;

export const instalmentName = (number: number, count: number) =>
  number === 0 ? t.downPaymentLabel : t.instalmentLabel(number, count);

/** Pagar prestação and Cancelar acordo: each asks first (naming the amount), then answers in the dialog. */
export function useAgreementActions(onChanged: () => void) {
  const dialog = useDialog();
  const [method, setMethod] = useState<string>('NUMERARIO');
  const [paying, setPaying] = useState<{ agreement: Agreement; number: number } | null>(null);
  const [canceling, setCanceling] = useState<Agreement | null>(null);
  const [pay, payState] = useMutation(PayInstalmentMutation);
  const [cancel, cancelState] = useMutation(CancelAgreementMutation);

  const answer = (message: string | null | undefined, done: string) => {
    dialog.open({
      title: message ? messages.dialog.errorTitle : messages.dialog.successTitle,
      message: message ?? done,
      type: message ? 'error' : 'success',
      showConfirmButton: true,
    });
    if (!message) onChanged();
  };

  const payingInstalment = paying?.agreement.instalments.find((one) => one.number === paying.number);
  const methodLabel = PAYMENT_METHOD_OPTIONS.find((one) => one.value === method)?.label ?? method;
  return {
    method,
    setMethod,
    paying,
    askPay: (agreement: Agreement, number: number) => setPaying({ agreement, number }),
    payTitle:
      paying && payingInstalment
        ? t.payTitle(
            instalmentName(paying.number, paying.agreement.instalmentCount),
            formatMZN(payingInstalment.amount),
          )
        : '',
    payMessage: `${t.paymentMethod}: ${methodLabel}. ${t.payMessage}`,
    async confirmPay() {
      if (!paying) return;
      setPaying(null);
      const result = await pay({
        variables: { id: paying.agreement.id, number: paying.number, paymentMethod: method },
      });
      answer(result.data?.payAgreementInstalment.message, t.paid);
    },
    cancelPay: () => setPaying(null),
    payBusy: payState.loading,
    canceling,
    askCancel: setCanceling,
    cancelMessage: canceling
      ? t.cancelMessage(Number(canceling.id), formatMZN(canceling.remainingAmount))
      : '',
    async confirmCancel(reason: string) {
      if (!canceling) return;
      const result = await cancel({ variables: { id: canceling.id, reason } });
      setCanceling(null);
      answer(result.data?.cancelPaymentAgreement.message, t.canceled);
    },
    dropCancel: () => setCanceling(null),
    cancelBusy: cancelState.loading,
  };
}
export type AgreementActions = ReturnType<typeof useAgreementActions>;
