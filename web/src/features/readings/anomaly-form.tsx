import {
  ANOMALY_BILLINGS,
  type ReadingAnomalyBody,
  type ReadingAnomalyFields,
  readingAnomalySchema,
} from '@agua/domain/contracts/reading-anomaly';
import { messages } from '@agua/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/form/checkbox.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { TextField } from '../../ui/form/text-field.tsx';

const a = messages.fieldReadings.anomalies;

export const EMPTY_ANOMALY: ReadingAnomalyBody = {
  code: '',
  description: '',
  withReading: false,
  billing: 'AVERAGE',
  active: true,
};

interface AnomalyFormProps {
  /** The anomaly being edited, or EMPTY_ANOMALY to add one. */
  value: ReadingAnomalyBody;
  editing: boolean;
  saving: boolean;
  onSave: (fields: ReadingAnomalyFields) => void;
  onClear: () => void;
}

/** An anomaly's code, description, whether a value comes with it and how a month without one is billed. */
export function AnomalyForm({ value, editing, saving, onSave, onClear }: AnomalyFormProps) {
  const { register, control, handleSubmit, reset, formState } = useForm<
    ReadingAnomalyBody,
    unknown,
    ReadingAnomalyFields
  >({
    resolver: zodResolver(readingAnomalySchema),
    defaultValues: value,
  });
  useEffect(() => reset(value), [value, reset]);
  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={saving}>
      <TextField
        label={a.fields.code}
        {...register('code')}
        required
        maxLength={20}
        error={errors.code?.message}
      />
      <TextField
        label={a.fields.description}
        {...register('description')}
        required
        maxLength={200}
        error={errors.description?.message}
      />
      <Controller
        control={control}
        name="billing"
        render={({ field }) => (
          <Dropdown
            label={a.fields.billing}
            value={field.value}
            placeholder={null}
            options={ANOMALY_BILLINGS.map((billing) => ({
              value: billing,
              label: a.billings[billing] ?? billing,
            }))}
            onChange={(event) => field.onChange(event.target.value)}
          />
        )}
      />
      <div className="flex flex-wrap items-end gap-6 pb-2">
        <Controller
          control={control}
          name="withReading"
          render={({ field }) => (
            <Checkbox label={a.fields.withReading} checked={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Checkbox label={a.fields.active} checked={field.value ?? true} onChange={field.onChange} />
          )}
        />
      </div>
      <div className="flex justify-end gap-3 sm:col-span-2">
        <Button type="button" variant="secondary" onClick={onClear}>
          {messages.readings.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? messages.readings.saving : editing ? messages.readings.save : messages.readings.submit}
        </Button>
      </div>
    </form>
  );
}
