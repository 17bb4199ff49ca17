import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../ui/toast/toast-context.ts';
import { type MpesaPaymentRow, ReverseMpesaPaymentMutation } from './mpesa-query.ts';

const m = messages.mpesa;

/** 'Estornar' a paid request: chosen, confirmed in a dialog, then reversed; the outcome said in a toast. */
export function useReverseMpesaPayment() {
  const toast = useToast();
  const [reversing, setReversing] = useState<MpesaPaymentRow | null>(null);
  const [reverse, state] = useMutation(ReverseMpesaPaymentMutation);

  async function confirm() {
    const row = reversing;
    if (!row) return;
    try {
      const { data } = await reverse({ variables: { id: row.id } });
      const payload = data?.reverseMpesaPayment;
      if (payload?.mpesaPayment) toast.show({ type: 'success', message: m.screens.reversed });
      else toast.show({ type: 'error', message: payload?.message ?? m.screens.reverseFailed });
    } catch {
      toast.show({ type: 'error', message: m.screens.reverseFailed });
    } finally {
      setReversing(null);
    }
  }

  return {
    reversing,
    choose: setReversing,
    cancel: () => setReversing(null),
    confirm,
    /** The request whose reversal is on its way. */
    busyId: state.loading ? (reversing?.id ?? null) : null,
  };
}
