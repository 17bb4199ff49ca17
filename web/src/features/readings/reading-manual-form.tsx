import { type ReadingEntryForm, readingEntryFormSchema } from '@agua/domain/contracts/reading';
import { monthName } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { graphql } from '../../gql/gql.ts';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { FormDropdown } from '../../ui/form/form-dropdown.tsx';
import { invalidFieldMessages } from '../../ui/form/invalid-fields.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { useInvoiceWindow } from './use-invoice-window.ts';

const t = messages.readings;
const f = t.fields;

const ReadingFormOptionsQuery = graphql(`
  query ReadingFormOptionsQuery {
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

const ReadingFormClientsQuery = graphql(`
  query ReadingFormClientsQuery($zoneId: ID!) {
    clientsByZone(zoneId: $zoneId) {
      clientId
      name
      meters {
        meterId
        brand
      }
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
  }
`);

// One mutation: the api issues the reading's invoice in the same transaction and the payload carries it.
const CreateReadingMutation = graphql(`
  mutation CreateReading($input: CreateReadingInput!) {
    createReading(input: $input) {
      reading {
        readingId
        consumption
      }
      invoice {
        invoiceId
        readingId
      }
      ...MutationResult
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
  currentReading: '',
};

/**
 * Manual entry: Empresa → Zona → Cliente → Contador narrow each other; the previous reading is the server's and
 * read-only; the submit button shows only once every field is set and the current reading is above it.
 * Saving the reading issues its invoice in the same transaction; that invoice's PDF opens in a new window.
 */
export function ReadingManualForm({ readingYear, readingMonth }: ReadingManualFormProps) {
  const dialog = useDialog();
  const toast = useToast();
  const invoiceWindow = useInvoiceWindow();
  const { control, register, handleSubmit, setValue, resetField, watch, formState } =
    useForm<ReadingEntryForm>({
      resolver: zodResolver(readingEntryFormSchema),
      defaultValues: { ...EMPTY, readingYear, readingMonth },
      mode: 'onChange',
    });
  const [enterpriseId, zoneId, clientId, meterId, currentReading] = watch([
    'enterpriseId',
    'zoneId',
    'clientId',
    'meterId',
    'currentReading',
  ]);
  const options = useQuery(ReadingFormOptionsQuery, { context: { toast: false } });
  const clients = useQuery(ReadingFormClientsQuery, {
    variables: { zoneId },
    skip: !zoneId,
    context: { toast: false },
  });
  const [loadPrevious, previous] = useLazyQuery(PreviousReadingQuery, { fetchPolicy: 'network-only' });
  const [createReading, creating] = useMutation(CreateReadingMutation);

  useEffect(() => {
    if (options.error) toast.show({ type: 'error', message: t.loadZonesError });
  }, [options.error, toast]);
  useEffect(() => {
    if (clients.error) toast.show({ type: 'error', message: t.loadClientsError });
  }, [clients.error, toast]);

  useEffect(() => {
    if (!meterId) return;
    void loadPrevious({
      variables: { meterId, readingYear: Number(readingYear), readingMonth: Number(readingMonth) },
    }).catch(() => undefined);
  }, [meterId, readingYear, readingMonth, loadPrevious]);

  const enterprises = options.data?.enterprises ?? [];
  const zones = (options.data?.zones ?? []).filter((zone) => String(zone.enterpriseId) === enterpriseId);
  const clientRows = clients.data?.clientsByZone ?? [];
  const meters = clientRows.find((client) => String(client.clientId) === clientId)?.meters ?? [];
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

  const complete =
    formState.isValid &&
    previousReading !== undefined &&
    !alreadyRead &&
    Number(currentReading) > previousReading;
  const saving = creating.loading;
  // A choice's own message ('Escolha a Zona.') once a submit was refused; before that, no red on a fresh form.
  const choiceError = formState.isSubmitted ? undefined : null;

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
    // Opened now, inside the click, so the browser does not block it as an unsolicited pop-up.
    const target = invoiceWindow.reserve();
    try {
      const saved = await createReading({
        variables: {
          input: {
            meterId: form.meterId,
            readingMonth: Number(form.readingMonth),
            readingYear: Number(form.readingYear),
            currentReading: form.currentReading,
          },
        },
      });
      const payload = saved.data?.createReading;
      if (!payload?.reading) {
        target.cancel();
        dialog.open({
          title: messages.dialog.errorTitle,
          message: payload?.message ?? t.failure,
          type: 'error',
          showConfirmButton: true,
          errorDetails: payload?.inputErrors.map((e) => `${e.field}: ${e.message}`).join('\n') || undefined,
        });
        return;
      }
      toast.show({ type: 'success', message: t.saved });
      resetField('currentReading');
      void previous.refetch();
      if (!payload.invoice) {
        target.cancel();
        dialog.open({
          title: t.invoiceTitle,
          message: t.invoiceError,
          type: 'error',
          showConfirmButton: true,
        });
        return;
      }
      await target.show(payload.invoice.readingId);
    } catch (error) {
      target.cancel();
      dialog.open({
        title: messages.dialog.errorTitle,
        message: t.failure,
        type: 'error',
        showConfirmButton: true,
        errorDetails: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <form onSubmit={handleSubmit(save, showIncomplete)} noValidate className="space-y-5" aria-busy={saving}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDropdown
          control={control}
          name="enterpriseId"
          label={f.enterprise}
          options={enterprises.map((e) => ({ value: String(e.enterpriseId), label: e.name }))}
          error={choiceError}
          onValueChange={() => {
            setValue('zoneId', '', validate);
            setValue('clientId', '', validate);
            setValue('meterId', '', validate);
          }}
          required
        />
        <FormDropdown
          control={control}
          name="zoneId"
          label={f.zone}
          options={zones.map((z) => ({ value: String(z.zoneId), label: z.designation }))}
          onValueChange={() => {
            setValue('clientId', '', validate);
            setValue('meterId', '', validate);
          }}
          disabled={!enterpriseId}
          error={choiceError}
          required
        />
        <FormDropdown
          control={control}
          name="clientId"
          label={f.client}
          options={clientRows.map((c) => ({ value: String(c.clientId), label: c.name }))}
          onValueChange={(value) => {
            const chosen = clientRows.find((c) => String(c.clientId) === value);
            // The usual case, one meter, needs no second choice.
            setValue(
              'meterId',
              chosen?.meters.length === 1 ? String(chosen.meters[0]?.meterId) : '',
              validate,
            );
          }}
          disabled={!zoneId || clients.loading}
          error={choiceError}
          required
        />
        <FormDropdown
          control={control}
          name="meterId"
          label={f.meter}
          options={meters.map((m) => ({ value: String(m.meterId), label: `${m.meterId} · ${m.brand}` }))}
          disabled={!clientId}
          error={previousError ?? choiceError}
          required
        />
        <TextField
          label={`${f.previousReading} (m³)`}
          value={previousReading === undefined ? '' : String(previousReading)}
          readOnly
          disabled
        />
        <TextField
          label={`${f.currentReading} (m³)`}
          {...register('currentReading')}
          digitsOnly
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          error={
            currentReading && previousReading !== undefined && Number(currentReading) < previousReading
              ? t.rules.belowPrevious(previousReading)
              : formState.isSubmitted
                ? formState.errors.currentReading?.message
                : null
          }
        />
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
