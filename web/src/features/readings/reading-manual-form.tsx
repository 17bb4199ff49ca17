import { type ReadingEntryForm, readingEntryFormSchema } from '@agua/domain/contracts/reading';
import { monthName } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useLazyQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { graphql } from '../../gql/gql.ts';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { invalidFieldMessages } from '../../ui/form/invalid-fields.ts';
import { MeterCascade } from '../../ui/form/meter-cascade.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AnomalyChoice } from './anomaly-choice.tsx';
import { useCreateReading } from './use-create-reading.ts';
import { isOutsideWindow, WindowConfirmation } from './window-confirmation.tsx';

const t = messages.readings;
const f = t.fields;

const CASCADE_LABELS = {
  enterprise: f.enterprise,
  zone: f.zone,
  client: f.client,
  meter: f.meter,
  loadZonesError: t.loadZonesError,
  loadClientsError: t.loadClientsError,
};

const PreviousReadingQuery = graphql(`
  query PreviousReadingQuery($meterId: ID!, $readingYear: Int!, $readingMonth: Int!) {
    previousReading(meterId: $meterId, readingYear: $readingYear, readingMonth: $readingMonth)
    monthReading(meterId: $meterId, readingYear: $readingYear, readingMonth: $readingMonth) {
      readingId
      currentReading
    }
    readingExpectation(meterId: $meterId, readingYear: $readingYear, readingMonth: $readingMonth) {
      expectedLow
      expectedHigh
      digits
    }
  }
`);

interface ReadingManualFormProps {
  readingYear: string;
  readingMonth: string;
}

// Every change re-checks the rule: the submit button appears only once the whole entry is valid.
const validate = { shouldValidate: true } as const;

const EMPTY: ReadingEntryForm = {
  enterpriseId: '',
  zoneId: '',
  clientId: '',
  meterId: '',
  readingYear: '',
  readingMonth: '',
  previousReading: -1,
  noReading: false,
  anomalyCode: '',
  anomalyWithReading: false,
  currentReading: '',
  confirmReading: '',
};

/**
 * Manual entry: Empresa → Zona → Cliente → Contador narrow each other; the previous reading is the server's and
 * read-only; a meter that could not be read takes an anomaly instead of a value; a value outside the expected window
 * is typed twice. The submit button shows only once the entry is complete.
 * Saving the reading issues its invoice in the same transaction; that invoice's PDF opens in a new window.
 */
export function ReadingManualForm({ readingYear, readingMonth }: ReadingManualFormProps) {
  const dialog = useDialog();
  const { register, handleSubmit, setValue, resetField, watch, formState } = useForm<ReadingEntryForm>({
    resolver: zodResolver(readingEntryFormSchema),
    defaultValues: { ...EMPTY, readingYear, readingMonth },
    mode: 'onChange',
  });
  const [
    enterpriseId,
    zoneId,
    clientId,
    meterId,
    currentReading,
    noReading,
    anomalyCode,
    withReading,
    confirm,
  ] = watch([
    'enterpriseId',
    'zoneId',
    'clientId',
    'meterId',
    'currentReading',
    'noReading',
    'anomalyCode',
    'anomalyWithReading',
    'confirmReading',
  ]);
  const [loadPrevious, previous] = useLazyQuery(PreviousReadingQuery, { fetchPolicy: 'network-only' });
  const creation = useCreateReading(() => {
    resetField('currentReading');
    resetField('confirmReading');
    void previous.refetch();
  });

  useEffect(() => {
    if (!meterId) return;
    void loadPrevious({
      variables: { meterId, readingYear: Number(readingYear), readingMonth: Number(readingMonth) },
    }).catch(() => undefined);
  }, [meterId, readingYear, readingMonth, loadPrevious]);

  const previousReading = meterId && !previous.loading ? previous.data?.previousReading : undefined;
  const previousError = meterId && !previous.loading ? previous.error?.message : undefined;
  // The month already read: the server would refuse a second reading, so say so before anything is typed.
  const monthReading = meterId && !previous.loading ? previous.data?.monthReading : undefined;
  const alreadyRead = monthReading
    ? t.monthAlreadyRead(monthName(Number(readingMonth)), Number(readingYear), monthReading.currentReading)
    : null;

  // The period and the server's previous reading are part of what the rule checks, not typed by the user.
  useEffect(() => {
    setValue('readingYear', readingYear, validate);
    setValue('readingMonth', readingMonth, validate);
    setValue('previousReading', previousReading ?? -1, validate);
  }, [readingYear, readingMonth, previousReading, setValue]);

  const showValue = !noReading || withReading;
  const window = meterId && !previous.loading ? (previous.data?.readingExpectation ?? undefined) : undefined;
  const outside = showValue && isOutsideWindow(currentReading, window);
  const complete =
    formState.isValid &&
    previousReading !== undefined &&
    !alreadyRead &&
    (!outside || confirm === currentReading);
  const saving = creation.saving;
  // A choice's own message ('Escolha a Zona.') once a submit was refused; before that, no red on a fresh form.
  const choiceError = (field: keyof ReadingEntryForm) =>
    formState.isSubmitted ? formState.errors[field]?.message : null;

  const showIncomplete = (errors: FieldErrors<ReadingEntryForm> = {}) =>
    dialog.open({
      title: t.titles.add,
      message: alreadyRead ?? t.entryInvalid,
      items: invalidFieldMessages(errors),
      type: 'info',
      showConfirmButton: true,
    });

  async function save(form: ReadingEntryForm) {
    if (!complete) {
      showIncomplete(formState.errors);
      return;
    }
    await creation.create(form);
  }

  return (
    <form onSubmit={handleSubmit(save, showIncomplete)} noValidate className="space-y-5" aria-busy={saving}>
      <div className="grid gap-4 sm:grid-cols-2">
        <MeterCascade
          labels={CASCADE_LABELS}
          value={{ enterpriseId, zoneId, clientId, meterId }}
          onChange={(field, value) => setValue(field, value, validate)}
          errors={{
            enterpriseId: choiceError('enterpriseId'),
            zoneId: choiceError('zoneId'),
            clientId: choiceError('clientId'),
            meterId: previousError ?? choiceError('meterId'),
          }}
          required={['enterpriseId', 'zoneId', 'clientId', 'meterId']}
          waitForClients
        />
        <TextField
          label={`${f.previousReading} (m³)`}
          value={previousReading === undefined ? '' : String(previousReading)}
          readOnly
          disabled
        />
        <AnomalyChoice
          noReading={noReading}
          anomalyCode={anomalyCode}
          onToggle={(checked) => {
            setValue('noReading', checked, validate);
            setValue('anomalyCode', '', validate);
            setValue('anomalyWithReading', false, validate);
          }}
          onChange={(code, needsValue) => {
            setValue('anomalyCode', code, validate);
            setValue('anomalyWithReading', needsValue, validate);
          }}
          error={choiceError('anomalyCode')}
        />
        {showValue && (
          <TextField
            label={`${f.currentReading} (m³)`}
            {...register('currentReading')}
            digitsOnly
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            required
            error={formState.isSubmitted ? formState.errors.currentReading?.message : null}
          />
        )}
        {outside && window && (
          <WindowConfirmation
            window={window}
            {...register('confirmReading')}
            value={confirm}
            currentReading={currentReading}
          />
        )}
      </div>
      {alreadyRead && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          {alreadyRead}
        </p>
      )}
      <div className="flex items-center justify-end gap-3">
        {saving && <Spinner />}
        {complete && (
          <Button type="submit" disabled={saving}>
            {saving ? t.saving : t.submit}
          </Button>
        )}
      </div>
    </form>
  );
}
