import { type CutCreateBody, type CutCreateFields, cutCreateFormSchema } from '@agua/domain/contracts/cut';
import type { FormInput } from '@agua/domain/contracts/form-text';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { MeterCascade, useMeterChoice } from '../../ui/form/meter-cascade.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { cacheNewCuts } from './cuts-cache.ts';
import { CreateCutMutation } from './cuts-query.ts';

const t = messages.cuts;
const s = messages.cuts;

/** Registar Corte (administrators): Empresa → Zona → Cliente → Contador, and the day the supply stops. */
export function RegisterCutPage() {
  const dialog = useDialog();
  const { control, handleSubmit, setValue, watch, formState } = useForm<
    FormInput<CutCreateBody>,
    unknown,
    CutCreateFields
  >({
    resolver: zodResolver(cutCreateFormSchema),
    defaultValues: { meterId: '', startDate: todayInMaputo() },
  });
  const [createCut, { loading }] = useMutation(CreateCutMutation);
  const meterChoice = useMeterChoice(String(watch('meterId') ?? ''), (value) =>
    setValue('meterId', value, { shouldValidate: formState.isSubmitted }),
  );

  const failed = (message: string, details?: string) =>
    dialog.open({
      title: t.errorTitle,
      message,
      type: 'error',
      showConfirmButton: true,
      errorDetails: details,
    });

  async function save(form: CutCreateFields) {
    try {
      const result = await createCut({
        variables: { input: { meterId: String(form.meterId), startDate: form.startDate } },
        update(cache, { data }) {
          const cut = data?.createCut.cut;
          if (cut) cacheNewCuts(cache, [cut]);
        },
      });
      const payload = result.data?.createCut;
      if (!payload?.cut) {
        failed(
          payload?.message ?? t.unexpectedError,
          payload?.inputErrors.map((e) => e.message).join('\n') || undefined,
        );
        return;
      }
      dialog.open({
        title: messages.dialog.successTitle,
        message: t.created,
        type: 'success',
        showConfirmButton: true,
      });
      setValue('meterId', '');
    } catch (error) {
      failed(t.unexpectedError, error instanceof Error ? error.message : undefined);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t.registerTitle} breadcrumb={<Breadcrumb items={[{ label: t.registerTitle }]} />} />
      <form
        noValidate
        onSubmit={handleSubmit(save)}
        aria-label={t.registerTitle}
        className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <MeterCascade
            labels={{
              enterprise: t.fields.enterprise,
              zone: t.fields.zone,
              client: t.fields.client,
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
