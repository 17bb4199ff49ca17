import { type ReadingEntryForm, readingEntryFormSchema } from '@agua/domain/contracts/reading';
import { monthName } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { graphql } from '../../gql/gql.ts';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { invalidFieldMessages } from '../../ui/form/invalid-fields.ts';
import { MeterCombobox } from '../../ui/form/meter-combobox.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { AnomalyChoice } from './anomaly-choice.tsx';
import { useCreateReading } from './use-create-reading.ts';
import { useZoneMeters } from './use-zone-meters.ts';
import { isOutsideWindow, WindowConfirmation } from './window-confirmation.tsx';

const t = messages.readings;
const f = t.fields;

const p = t.picker;

const PlacesQuery = graphql(`
  query RegisterReadingPlacesQuery {
    enterprises {
      enterpriseId
      name
    }
    zones {
      zoneId
      designation
      enterpriseId
    }
  }
`);

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
 * Manual entry as a loop through a zone: the Empresa (chosen for you when there is one) and the Zona, then one
 * searchable choice of the client's meter (name, serial number, address; unread ones first in route order). The
 * previous reading is the server's and read-only; a meter that could not be read takes an anomaly instead of a
 * value; a value outside the expected window is typed twice; the submit button shows only once the entry is
 * complete. After a save the next unread meter of the zone is chosen and the reading field focused, so a round is
 * the digits and one tap per meter. The invoice, issued in the same transaction, is a link in the success message.
 */
export function ReadingManualForm({ readingYear, readingMonth }: ReadingManualFormProps) {
  const dialog = useDialog();
  const toast = useToast();
  const { register, handleSubmit, setValue, resetField, setFocus, watch, formState } =
    useForm<ReadingEntryForm>({
      resolver: zodResolver(readingEntryFormSchema),
      defaultValues: { ...EMPTY, readingYear, readingMonth },
      mode: 'onChange',
    });
  const [enterpriseId, zoneId, meterId, currentReading, noReading, anomalyCode, withReading, confirm] = watch(
    [
      'enterpriseId',
      'zoneId',
      'meterId',
      'currentReading',
      'noReading',
      'anomalyCode',
      'anomalyWithReading',
      'confirmReading',
    ],
  );
  const places = useQuery(PlacesQuery, { context: { toast: false } });
  useEffect(() => {
    if (places.error) toast.show({ type: 'error', message: t.loadZonesError });
  }, [places.error, toast]);
  const enterprises = places.data?.enterprises ?? [];
  const zones = (places.data?.zones ?? []).filter((zone) => String(zone.enterpriseId) === enterpriseId);
  // One enterprise (the usual utility) or one zone of it: chosen already, nothing to tap.
  const onlyEnterprise = enterprises.length === 1 ? String(enterprises[0]?.enterpriseId) : '';
  const onlyZone = zones.length === 1 ? String(zones[0]?.zoneId) : '';
  useEffect(() => {
    if (onlyEnterprise && !enterpriseId) setValue('enterpriseId', onlyEnterprise, validate);
  }, [onlyEnterprise, enterpriseId, setValue]);
  useEffect(() => {
    if (onlyZone && !zoneId) setValue('zoneId', onlyZone, validate);
  }, [onlyZone, zoneId, setValue]);

  const zoneMeters = useZoneMeters(zoneId, readingYear, readingMonth);
  // Bumped after a save: the reading field takes the focus once the next meter is in place.
  const [focusTurn, setFocusTurn] = useState(0);
  useEffect(() => {
    if (focusTurn > 0) setFocus('currentReading');
  }, [focusTurn, setFocus]);

  function chooseMeter(next: { meterId: string; clientId: string } | undefined) {
    setValue('clientId', next?.clientId ?? '', validate);
    setValue('meterId', next?.meterId ?? '', validate);
  }

  const [loadPrevious, previous] = useLazyQuery(PreviousReadingQuery, { fetchPolicy: 'network-only' });
  // The fields' messages show once a submit was refused, until the next save: a fresh meter has no red.
  const [refused, setRefused] = useState(false);
  const creation = useCreateReading((entry) => {
    setRefused(false);
    for (const field of [
      'currentReading',
      'confirmReading',
      'noReading',
      'anomalyCode',
      'anomalyWithReading',
    ] as const)
      resetField(field);
    const next = zoneMeters.saved(entry.meterId);
    chooseMeter(next);
    if (next) setFocusTurn((turn) => turn + 1);
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
  const choiceError = (field: keyof ReadingEntryForm) => (refused ? formState.errors[field]?.message : null);

  const showIncomplete = (errors: FieldErrors<ReadingEntryForm> = {}) => {
    setRefused(true);
    // What a field can say is said under it (the month already read shows above the form): a dialog on top only
    // when nothing on the form says why.
    if (alreadyRead || invalidFieldMessages(errors).length > 0) return;
    dialog.open({
      title: t.titles.add,
      message: t.entryInvalid,
      type: 'info',
      showConfirmButton: true,
    });
  };

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
        <Dropdown
          label={f.enterprise}
          value={enterpriseId}
          required
          error={choiceError('enterpriseId')}
          onChange={(event) => {
            setValue('enterpriseId', event.target.value, validate);
            setValue('zoneId', '', validate);
            chooseMeter(undefined);
          }}
          options={enterprises.map((e) => ({ value: String(e.enterpriseId), label: e.name }))}
        />
        <Dropdown
          label={f.zone}
          value={zoneId}
          required
          disabled={!enterpriseId}
          error={choiceError('zoneId')}
          onChange={(event) => {
            setValue('zoneId', event.target.value, validate);
            chooseMeter(undefined);
          }}
          options={zones.map((zone) => ({ value: String(zone.zoneId), label: zone.designation }))}
        />
        <MeterCombobox
          className="sm:col-span-2"
          label={p.label}
          placeholder={p.placeholder}
          hint={p.hint}
          meters={zoneMeters.meters}
          value={meterId}
          loading={zoneMeters.loading}
          disabled={!zoneId}
          onChange={(meter) => {
            chooseMeter(meter);
          }}
          error={previousError ?? choiceError('meterId') ?? choiceError('clientId')}
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
            error={refused ? formState.errors.currentReading?.message : null}
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
      {/* On a phone the action stays in reach at the bottom of the screen; messages show at the top. */}
      <div className="sticky bottom-0 z-10 -mx-5 -mb-5 flex min-h-16 items-center justify-end gap-3 rounded-b-2xl border-t border-line bg-surface/95 px-5 py-3 backdrop-blur sm:static sm:mx-0 sm:mb-0 sm:min-h-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        {zoneMeters.left !== null && (
          <p className="mr-auto text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {zoneMeters.left === 0 ? p.zoneDone : p.left(zoneMeters.left)}
          </p>
        )}
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
