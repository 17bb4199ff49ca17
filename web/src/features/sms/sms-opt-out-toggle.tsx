import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { Checkbox } from '../../ui/form/checkbox.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { UpdateSmsOptOutMutation } from './sms-query.ts';

const s = messages.sms;

/** "Não enviar SMS": the client's wish, saved as it is ticked; later notices to this client are skipped. */
export function SmsOptOutToggle({ clientId, optedOut }: { clientId: string; optedOut: boolean }) {
  const toast = useToast();
  const [update, { loading }] = useMutation(UpdateSmsOptOutMutation, { refetchQueries: ['SmsClientQuery'] });
  async function change(value: boolean) {
    try {
      const { data } = await update({ variables: { clientId, optedOut: value } });
      const payload = data?.updateSmsOptOut;
      if (payload?.optOut) toast.show({ type: 'success', message: s.screens.optOutSaved });
      else toast.show({ type: 'error', message: payload?.message ?? messages.errors.internal });
    } catch {
      toast.show({ type: 'error', message: messages.errors.internal });
    }
  }
  return (
    <Checkbox
      label={s.fields.optedOut}
      checked={optedOut}
      disabled={loading}
      onChange={(value) => void change(value)}
    />
  );
}
