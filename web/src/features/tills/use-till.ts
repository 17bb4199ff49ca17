import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN, toCentavos, toDecimalString } from '@agua/domain/money';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { moneyText } from '../../ui/form/money-schema.ts';
import { CloseTillMutation, TillQuery } from './till-query.ts';

const t = messages.tills;
const countedRule = z.object({ counted: moneyText(t.countedCash) });

/** Fecho de Caixa's state: the day, the till read for it, the cash counted, its difference and the closing. */
export function useTill() {
  const dialog = useDialog();
  const [day, setDay] = useState(todayInMaputo());
  const [confirming, setConfirming] = useState(false);
  const form = useForm<{ counted: string; note: string }>({ defaultValues: { counted: '', note: '' } });
  const { data, refetch, loading } = useQuery(TillQuery, { variables: { day }, fetchPolicy: 'network-only' });
  const [closeTill, closing] = useMutation(CloseTillMutation);
  const till = data?.till ?? null;
  const parsed = countedRule.safeParse({ counted: form.watch('counted') });
  const counted = parsed.success ? toCentavos(parsed.data.counted) : null;
  const difference = till && counted !== null ? counted - toCentavos(till.expectedCash) : null;

  async function close() {
    setConfirming(false);
    if (counted === null || !till) return;
    const result = await closeTill({
      variables: {
        input: { day, countedCash: toDecimalString(counted), note: form.getValues('note') || null },
      },
    });
    const message = result.data?.closeTill.message;
    dialog.open({
      title: message ? messages.dialog.errorTitle : messages.dialog.successTitle,
      message: message ?? t.closedDone,
      type: message ? 'error' : 'success',
      showConfirmButton: true,
    });
    if (!message) {
      form.reset({ counted: '', note: '' });
      await refetch();
    }
  }

  return {
    day,
    setDay,
    till,
    loading,
    form,
    counted,
    difference,
    differenceText: difference === null ? '' : formatMZN(toDecimalString(difference)),
    confirming,
    ask: () => setConfirming(counted !== null),
    cancel: () => setConfirming(false),
    close,
    closing: closing.loading,
    confirmText:
      till && counted !== null && difference !== null
        ? t.confirmClose(
            day,
            till.receiptCount,
            formatMZN(till.expectedCash),
            formatMZN(toDecimalString(counted)),
            formatMZN(toDecimalString(difference)),
          )
        : '',
  };
}
