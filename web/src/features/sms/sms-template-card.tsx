import type { FormInput } from '@agua/domain/contracts/form-text';
import {
  type SmsTemplateUpdateBody,
  type SmsTemplateUpdateFields,
  smsTemplateFormSchema,
} from '@agua/domain/contracts/sms';
import { messages } from '@agua/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { FormCheckbox } from '../../ui/form/form-checkbox.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { SmsPreview } from './sms-preview.tsx';
import type { SmsTemplateRow } from './sms-query.ts';
import { SmsTextArea } from './sms-text-area.tsx';
import { useSaveSmsTemplate } from './use-save-sms-template.ts';

const s = messages.sms;

/** One event's template: its text, the transliteration option, the warning's days, and the live preview. */
export function SmsTemplateCard({ template }: { template: SmsTemplateRow }) {
  const { save, saving } = useSaveSmsTemplate();
  const { control, register, handleSubmit, watch, formState } = useForm<
    FormInput<SmsTemplateUpdateBody>,
    unknown,
    SmsTemplateUpdateFields
  >({
    resolver: zodResolver(smsTemplateFormSchema),
    defaultValues: {
      event: template.event,
      body: template.body,
      transliterate: template.transliterate,
      daysBefore:
        template.daysBefore === null || template.daysBefore === undefined
          ? null
          : String(template.daysBefore),
    },
  });
  const warning = template.event === 'CUT_WARNING';
  const errors = formState.errors;
  const title = s.events[template.event] ?? template.event;

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={handleSubmit((form) => void save(form))}
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-xs"
    >
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-3">
          <SmsTextArea label={s.fields.body} error={errors.body?.message} {...register('body')} />
          <p className="text-xs text-ink-muted">
            {s.screens.placeholders}: {template.placeholders.map((name) => `{${name}}`).join(' ')}
          </p>
          <FormCheckbox control={control} name="transliterate" label={s.fields.transliterate} />
          {warning && (
            <TextField
              label={s.fields.daysBefore}
              inputMode="numeric"
              error={errors.daysBefore?.message}
              className="max-w-xs"
              {...register('daysBefore')}
            />
          )}
        </div>
        <SmsPreview body={String(watch('body') ?? '')} transliterate={Boolean(watch('transliterate'))} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {s.screens.save}
        </Button>
      </div>
    </form>
  );
}
