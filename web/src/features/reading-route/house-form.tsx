import {
  isOutsideRouteWindow,
  type RouteReadingForm,
  routeReadingFormSchema,
} from '@agua/domain/contracts/reading-route';
import { messages } from '@agua/domain/messages';
import { CheckIcon } from '@heroicons/react/20/solid';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { PhotoField } from './photo-field.tsx';
import type { StoredAnomaly, StoredCapture, StoredStop } from './route-db.ts';

const p = messages.readingRoute.page;

export interface HouseReading {
  currentReading: number | null;
  anomalyCode: string | null;
  note: string | null;
  photo: Blob | null;
}

interface HouseFormProps {
  stop: StoredStop;
  anomalies: StoredAnomaly[];
  /** The house's reading not accepted yet, to fix. */
  earlier?: StoredCapture;
  onSave: (reading: HouseReading) => Promise<void>;
}

/** One house's reading: a value (typed twice when outside the window), or an anomaly, and an optional note. */
export function HouseForm({ stop, anomalies, earlier, onSave }: HouseFormProps) {
  const { register, handleSubmit, watch, setValue, formState } = useForm<RouteReadingForm>({
    resolver: zodResolver(routeReadingFormSchema),
    defaultValues: {
      currentReading: earlier?.currentReading == null ? '' : String(earlier.currentReading),
      confirmReading: '',
      anomalyCode: earlier?.anomalyCode ?? '',
      anomalyWithReading: false,
      note: earlier?.note ?? '',
      low: stop.low,
      high: stop.high,
    },
  });
  const [photo, setPhoto] = useState<Blob | null>(earlier?.photo ?? null);
  const value = watch('currentReading');
  const code = watch('anomalyCode');
  const anomaly = anomalies.find((row) => row.code === code);
  const withReading = anomaly?.withReading ?? false;
  // The rule asks for a value unless the chosen anomaly comes without one.
  useEffect(() => setValue('anomalyWithReading', withReading), [withReading, setValue]);
  const outside = isOutsideRouteWindow(value, stop.low, stop.high);
  const errors = formState.errors;

  const submit = handleSubmit(async (form) => {
    const withValue = form.currentReading !== '' && (!anomaly || anomaly.withReading);
    await onSave({
      currentReading: withValue ? Number(form.currentReading) : null,
      anomalyCode: form.anomalyCode || null,
      note: form.note.trim() || null,
      photo,
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      {(!anomaly || anomaly.withReading) && (
        <TextField
          label={p.value}
          digitsOnly
          autoComplete="off"
          className="[&_input]:min-h-12 [&_input]:text-lg"
          error={errors.currentReading?.message}
          hint={outside ? p.outOfWindow : undefined}
          {...register('currentReading')}
        />
      )}
      {outside && (!anomaly || anomaly.withReading) && (
        <TextField
          label={p.confirmValue}
          digitsOnly
          autoComplete="off"
          className="[&_input]:min-h-12 [&_input]:text-lg"
          error={errors.confirmReading?.message}
          {...register('confirmReading')}
        />
      )}
      <Dropdown
        label={p.anomaly}
        placeholder={p.noAnomaly}
        options={anomalies.map((row) => ({ value: row.code, label: `${row.code} — ${row.description}` }))}
        className="[&_select]:min-h-11"
        {...register('anomalyCode')}
      />
      <TextField
        label={p.note}
        maxLength={500}
        className="[&_input]:min-h-11"
        error={errors.note?.message}
        {...register('note')}
      />
      <PhotoField photo={photo} onChange={setPhoto} />
      <Button type="submit" block icon={CheckIcon} busy={formState.isSubmitting} className="min-h-12">
        {p.save}
      </Button>
    </form>
  );
}
