import { messages } from '@agua/domain/messages';
import { FormDialog } from '../../ui/dialog/form-dialog.tsx';
import { DatePicker } from '../../ui/form/date-picker.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import type { MeterEditState } from './use-meter-edit.ts';
import type { MeterReplacementState } from './use-meter-replacement.ts';

const t = messages.fieldReadings.clientPage;
const m = messages.fieldReadings.meter;
const r = messages.fieldReadings.replacement.fields;

/** Editar contador: serial number, digits and brand. */
export function MeterEditDialog({ edit }: { edit: MeterEditState }) {
  const { meter, values, errors } = edit;
  return (
    <FormDialog
      open={meter !== null}
      title={meter ? t.editOf(meter.meterId) : t.edit}
      description={t.editHint}
      error={edit.refusal}
      confirmLabel={t.save}
      cancelLabel={t.cancel}
      busy={edit.busy}
      onCancel={edit.close}
      onSubmit={(event) => {
        event.preventDefault();
        edit.save();
      }}
    >
      <TextField
        label={m.serialNumber}
        required
        maxLength={30}
        value={values.serialNumber}
        error={errors.serialNumber}
        onChange={(event) => edit.set('serialNumber', event.target.value)}
      />
      <TextField
        label={m.digits}
        required
        digitsOnly
        maxLength={1}
        value={values.digits}
        error={errors.digits}
        onChange={(event) => edit.set('digits', event.target.value)}
      />
      <TextField
        label={t.brand}
        className="sm:col-span-2"
        maxLength={100}
        value={values.brand}
        error={errors.brand}
        onChange={(event) => edit.set('brand', event.target.value)}
      />
    </FormDialog>
  );
}

/** Substituir contador: the date, the old meter's closing index, and the new meter. */
export function MeterReplaceDialog({ replacement }: { replacement: MeterReplacementState }) {
  const { meter, values, errors } = replacement;
  return (
    <FormDialog
      open={meter !== null}
      title={meter ? t.replaceOf(meter.meterId, meter.serialNumber) : t.replace}
      description={t.replaceHint}
      error={replacement.refusal}
      confirmLabel={t.replace}
      cancelLabel={t.cancel}
      busy={replacement.busy}
      onCancel={replacement.close}
      onSubmit={(event) => {
        event.preventDefault();
        replacement.save();
      }}
    >
      <DatePicker
        label={r.date}
        required
        value={values.date}
        error={errors.date}
        onChange={(value) => replacement.set('date', value ?? '')}
      />
      <TextField
        label={r.closingReading}
        required
        digitsOnly
        maxLength={9}
        value={values.closingReading}
        error={errors.closingReading}
        onChange={(event) => replacement.set('closingReading', event.target.value)}
      />
      <TextField
        label={r.serialNumber}
        required
        maxLength={30}
        value={values.serialNumber}
        error={errors.serialNumber}
        onChange={(event) => replacement.set('serialNumber', event.target.value)}
      />
      <TextField
        label={r.digits}
        required
        digitsOnly
        maxLength={1}
        value={values.digits}
        error={errors.digits}
        onChange={(event) => replacement.set('digits', event.target.value)}
      />
      <TextField
        label={r.initialReading}
        required
        digitsOnly
        maxLength={9}
        value={values.initialReading}
        error={errors.initialReading}
        onChange={(event) => replacement.set('initialReading', event.target.value)}
      />
    </FormDialog>
  );
}
