import { meterUpdateSchema } from '@agua/domain/contracts/client-meter';
import { readFormNumber } from '@agua/domain/contracts/form-text';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../ui/toast/toast-context.ts';
import type { ClientPageMeterRow } from './client-page-query.ts';
import { fieldIssues, refusalText } from './field-issues.ts';
import { UpdateMeterMutation } from './meter-mutations.ts';

const t = messages.fieldReadings.clientPage;

export interface MeterEditValues {
  serialNumber: string;
  digits: string;
  brand: string;
}

/**
 * Editar contador: a meter's serial number, digits and brand, checked by the domain's rule (meterUpdateSchema) before
 * it is sent; the installed index is sent as it is. The api's refusal stays in the dialog.
 */
export function useMeterEdit(onSaved: () => void) {
  const toast = useToast();
  const [meter, setMeter] = useState<ClientPageMeterRow | null>(null);
  const [values, setValues] = useState<MeterEditValues>({ serialNumber: '', digits: '', brand: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateMeterMutation);

  const open = (row: ClientPageMeterRow) => {
    setMeter(row);
    setValues({ serialNumber: row.serialNumber, digits: String(row.digits), brand: row.brand });
    setErrors({});
    setRefusal(null);
  };
  const close = () => setMeter(null);

  async function save() {
    if (!meter) return;
    setRefusal(null);
    const parsed = meterUpdateSchema.safeParse({
      brand: values.brand,
      cubicMeters: meter.cubicMeters,
      serialNumber: values.serialNumber,
      digits: readFormNumber(values.digits),
    });
    if (!parsed.success) {
      setErrors(fieldIssues(parsed.error, { cubicMeters: 'digits' }));
      return;
    }
    setErrors({});
    const { data } = await update({
      variables: {
        id: meter.meterId,
        input: {
          brand: parsed.data.brand,
          cubicMeters: parsed.data.cubicMeters,
          digits: parsed.data.digits,
          serialNumber: parsed.data.serialNumber,
        },
      },
    });
    const payload = data?.updateMeter;
    const refused = payload ? refusalText(payload) : null;
    if (refused || !payload?.meter) {
      setRefusal(refused ?? messages.dialog.errorTitle);
      return;
    }
    toast.show({ type: 'success', message: t.saved });
    setMeter(null);
    onSaved();
  }

  return {
    meter,
    values,
    set: (field: keyof MeterEditValues, value: string) => setValues((old) => ({ ...old, [field]: value })),
    errors,
    refusal,
    busy: loading,
    open,
    close,
    save: () =>
      void save().catch((error: unknown) =>
        setRefusal(error instanceof Error ? error.message : messages.dialog.errorTitle),
      ),
  };
}

export type MeterEditState = ReturnType<typeof useMeterEdit>;
