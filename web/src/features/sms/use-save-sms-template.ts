import type { SmsTemplateUpdateFields } from '@agua/domain/contracts/sms';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../ui/toast/toast-context.ts';
import { UpdateSmsTemplateMutation } from './sms-query.ts';

/** Saves a template; the outcome (or the api's reasons) said in a toast. Answers whether it was saved. */
export function useSaveSmsTemplate() {
  const toast = useToast();
  const [update, { loading }] = useMutation(UpdateSmsTemplateMutation);

  async function save(form: SmsTemplateUpdateFields): Promise<boolean> {
    try {
      const { data } = await update({
        variables: {
          input: {
            event: form.event,
            body: form.body,
            transliterate: form.transliterate,
            daysBefore: form.daysBefore ?? null,
          },
        },
      });
      const payload = data?.updateSmsTemplate;
      if (payload?.template) {
        toast.show({ type: 'success', message: messages.sms.screens.saved });
        return true;
      }
      const reasons = [payload?.message, ...(payload?.inputErrors.map((e) => e.message) ?? [])];
      toast.show({ type: 'error', message: reasons.filter(Boolean).join(' ') || messages.errors.internal });
    } catch {
      toast.show({ type: 'error', message: messages.errors.internal });
    }
    return false;
  }

  return { save, saving: loading };
}
