import type { FormInput } from '@agua/domain/contracts/form-text';
import {
  type SuspensionCreateBody,
  type SuspensionCreateFields,
  suspensionCreateFormSchema,
} from '@agua/domain/contracts/suspension';
import { currentPeriod, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { MeterCascade, useMeterChoice } from '../../ui/form/meter-cascade.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { CreateSuspensionMutation } from './suspensions-query.ts';

const t = messages.suspensions;
const s = messages.suspensions;

/**
 * Registar Suspensão (administrators): Empresa → Zona → Cliente → Contador, the start date and, read-only, the
 * economic year (the current one). The new suspension is ACTIVE: the meter takes no readings until it ends.
 */
export function RegisterSuspensionPage() {
  const dialog = useDialog();
  const { control, register, handleSubmit, setValue, watch, reset, formState } = useForm<
    FormInput<SuspensionCreateBody>,
    unknown,
    SuspensionCreateFields
  >({
    resolver: zodResolver(suspensionCreateFormSchema),
    defaultValues: { meterId: '', startDate: todayInMaputo(), reason: '', notes: '' },
  });
  const [create, { loading }] = useMutation(CreateSuspensionMutation, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'suspensionsPage' });
    },
  });
  const meterChoice = useMeterChoice(String(watch('meterId') ?? ''), (value) =>
    setValue('meterId', value, { shouldValidate: formState.isSubmitted }),
  );

  const failed = (details?: string) =>
    dialog.open({
      title: messages.dialog.errorTitle,
      message: t.createError,
      type: 'error',
      showConfirmButton: true,
      errorDetails: details,
    });

  async function save(form: SuspensionCreateFields) {
    try {
      const result = await create({
        variables: {
          input: {
            meterId: String(form.meterId),
            startDate: form.startDate,
            reason: form.reason ?? null,
            notes: form.notes ?? null,
          },
        },
      });
      const payload = result.data?.createSuspension;
      if (!payload?.suspension) {
        failed(
          [payload?.message, ...(payload?.inputErrors.map((e) => e.message) ?? [])]
            .filter(Boolean)
            .join('\n'),
        );
        return;
      }
      dialog.open({
        title: messages.dialog.successTitle,
        message: t.created,
        type: 'success',
        showConfirmButton: true,
      });
      reset({ meterId: '', startDate: form.startDate, reason: '', notes: '' });
    } catch (error) {
      failed(error instanceof Error ? error.message : undefined);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader title={s.registerTitle} breadcrumb={<Breadcrumb items={[{ label: s.registerTitle }]} />} />
      <form
        noValidate
        onSubmit={handleSubmit(save)}
        aria-label={s.registerTitle}
        className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <MeterCascade
            labels={{
              enterprise: s.enterprise,
              zone: s.zone,
              client: s.client,
              meter: t.fields.meter,
              loadZonesError: messages.readings.loadZonesError,
              loadClientsError: messages.readings.loadClientsError,
            }}
            {...meterChoice}
            errors={{ meterId: formState.errors.meterId?.message }}
          />
          <Controller
            control={control}
            name="startDate"
            render={({ field, fieldState }) => (
              <DatePicker
                label={t.fields.startDate}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextField label={t.fields.economicYear} value={String(currentPeriod().year)} readOnly disabled />
          <TextField
            label={t.fields.reason}
            {...register('reason')}
            error={formState.errors.reason?.message}
          />
          <TextField label={t.fields.notes} {...register('notes')} error={formState.errors.notes?.message} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" busy={loading} disabled={loading}>
            {s.register}
          </Button>
        </div>
      </form>
    </div>
  );
}
