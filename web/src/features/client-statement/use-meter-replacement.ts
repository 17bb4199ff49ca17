import { meterReplacementSchema } from '@agua/domain/contracts/client-meter';
import { readFormNumber } from '@agua/domain/contracts/form-text';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../ui/toast/toast-context.ts';
import type { ClientPageMeterRow } from './client-page-query.ts';
import { fieldIssues, refusalText } from './field-issues.ts';
import { ReplaceMeterMutation } from './meter-mutations.ts';

const r = messages.fieldReadings.replacement;

export interface ReplacementValues {
  date: string;
  closingReading: string;
  serialNumber: string;
  digits: string;
  initialReading: string;
}

// The form is flat; the domain's rule names the new meter's fields under newMeter.
const FIELD_OF: Record<string, string> = {
  'newMeter.serialNumber': 'serialNumber',
  'newMeter.digits': 'digits',
  'newMeter.initialReading': 'initialReading',
};

/**
 * Substituir contador (administrators): the date, the old meter's closing index and the new meter, checked by the
 * domain's rule (meterReplacementSchema) and sent in one replaceMeter; the api's refusals (a serial number taken, a
 * date before the last reading, a closing index below it…) stay in the dialog in its own words.
 */
export function useMeterReplacement(onReplaced: () => void) {
  const toast = useToast();
  const [meter, setMeter] = useState<ClientPageMeterRow | null>(null);
  const [values, setValues] = useState<ReplacementValues>(blank(5));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [replace, { loading }] = useMutation(ReplaceMeterMutation);

  const open = (row: ClientPageMeterRow) => {
    setMeter(row);
    setValues(blank(row.digits));
    setErrors({});
    setRefusal(null);
  };

  async function save() {
    if (!meter) return;
    setRefusal(null);
    const parsed = meterReplacementSchema.safeParse({
      date: values.date,
      closingReading: readFormNumber(values.closingReading),
      newMeter: {
        serialNumber: values.serialNumber,
        digits: readFormNumber(values.digits),
        initialReading: readFormNumber(values.initialReading),
        brand: meter.brand,
      },
    });
    if (!parsed.success) {
      setErrors(fieldIssues(parsed.error, FIELD_OF));
      return;
    }
    setErrors({});
    const { date, closingReading, newMeter } = parsed.data;
    const { data } = await replace({
      variables: { meterId: meter.meterId, input: { date, closingReading, newMeter } },
    });
    const payload = data?.replaceMeter;
    const refused = payload ? refusalText(payload) : null;
    if (refused || !payload?.newMeter) {
      setRefusal(refused ?? messages.dialog.errorTitle);
      return;
    }
    toast.show({ type: 'success', message: r.done });
    setMeter(null);
    onReplaced();
  }

  return {
    meter,
    values,
    set: (field: keyof ReplacementValues, value: string) => setValues((old) => ({ ...old, [field]: value })),
    errors,
    refusal,
    busy: loading,
    open,
    close: () => setMeter(null),
    save: () =>
      void save().catch((error: unknown) =>
        setRefusal(error instanceof Error ? error.message : messages.dialog.errorTitle),
      ),
  };
}

function blank(digits: number): ReplacementValues {
  return {
    date: todayInMaputo(),
    closingReading: '',
    serialNumber: '',
    digits: String(digits),
    initialReading: '0',
  };
}

export type MeterReplacementState = ReturnType<typeof useMeterReplacement>;
