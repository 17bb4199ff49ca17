import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../ui/toast/toast-context.ts';
import { ResendSmsMessageMutation, type SmsMessageRow } from './sms-query.ts';

/** Reenviar a failed message: queued again at once; the list and the month's counts are read again. */
export function useResendSms() {
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [resend] = useMutation(ResendSmsMessageMutation, {
    refetchQueries: ['SmsMessagesPageQuery', 'SmsMonthlyCountsQuery'],
  });

  async function choose(row: SmsMessageRow) {
    setBusyId(row.messageId);
    try {
      const { data } = await resend({ variables: { id: row.messageId } });
      const payload = data?.resendSmsMessage;
      if (payload?.smsMessage) toast.show({ type: 'success', message: messages.sms.screens.resent });
      else toast.show({ type: 'error', message: payload?.message ?? messages.errors.internal });
    } catch {
      toast.show({ type: 'error', message: messages.errors.internal });
    } finally {
      setBusyId(null);
    }
  }

  return { choose, busyId };
}
