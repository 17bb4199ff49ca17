import { messages } from '@agua/domain';
import { readingEntryFormSchema } from '@agua/domain/rules/reading';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { primaryButton } from './reading-styles.ts';
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
  }
`);

const CreateReadingMutation = graphql(`
  mutation CreateReading($input: ReadingInput!) {
    createReading(input: $input) {
      reading {
        readingId
        consumption
      }
      ...MutationResult
    }
  }
`);

const CreateInvoiceMutation = graphql(`
  mutation CreateInvoice($readingId: ID!) {
    createInvoice(readingId: $readingId) {
      invoice {
        invoiceId
      }
      message
    }
  }
`);

interface ReadingManualFormProps {
  readingYear: string;
  readingMonth: string;
}

/**
 * Manual entry (SPEC.md 2.8): Empresa → Zona → Cliente → Contador narrow each other; the previous reading is the
 * server's and read-only; the submit button shows only once every field is set and the current reading is above it.
 * After the reading, its invoice is issued and the invoice PDF opens in a new window.
 */
export function ReadingManualForm({ readingYear, readingMonth }: ReadingManualFormProps) {
  const dialog = useDialog();
  const toast = useToast();
  const invoiceWindow = useInvoiceWindow();
  const options = useQuery(ReadingFormOptionsQuery, { context: { toast: false } });
  const [enterpriseId, setEnterpriseId] = useState('');
  const [zoneId, setZoneId] = useState('');
  const [clientId, setClientId] = useState('');
  const [meterId, setMeterId] = useState('');
  const [currentReading, setCurrentReading] = useState('');
  const clients = useQuery(ReadingFormClientsQuery, {
    variables: { zoneId },
    skip: !zoneId,
    context: { toast: false },
  });
  const [loadPrevious, previous] = useLazyQuery(PreviousReadingQuery, { fetchPolicy: 'network-only' });
  const [createReading, creating] = useMutation(CreateReadingMutation);
  const [createInvoice, invoicing] = useMutation(CreateInvoiceMutation);

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

  const form = {
    enterpriseId,
    zoneId,
    clientId,
    meterId,
    readingYear,
    readingMonth,
    previousReading: previousReading ?? -1,
    currentReading,
  };
  const complete =
    previousReading !== undefined &&
    readingEntryFormSchema.safeParse(form).success &&
    Number(currentReading) > previousReading;
  const saving = creating.loading || invoicing.loading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete) {
      dialog.open({ title: t.titles.add, message: t.entryInvalid, type: 'info', showConfirmButton: true });
      return;
    }
    // Opened now, inside the click, so the browser does not block it as an unsolicited pop-up.
    const target = invoiceWindow.reserve();
    try {
      const saved = await createReading({
        variables: {
          input: {
            meterId,
            readingMonth: Number(readingMonth),
            readingYear: Number(readingYear),
            currentReading,
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
      setCurrentReading('');
      void previous.refetch();
      const issued = await createInvoice({ variables: { readingId: payload.reading.readingId } });
      if (!issued.data?.createInvoice.invoice) {
        target.cancel();
        dialog.open({
          title: t.invoiceTitle,
          message: t.invoiceError,
          type: 'error',
          showConfirmButton: true,
          errorDetails: issued.data?.createInvoice.message ?? undefined,
        });
        return;
      }
      await target.show(payload.reading.readingId);
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
    <form onSubmit={submit} noValidate className="space-y-5" aria-busy={saving}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Dropdown
          label={f.enterprise}
          value={enterpriseId}
          options={enterprises.map((e) => ({ value: String(e.enterpriseId), label: e.name }))}
          onChange={(event) => {
            setEnterpriseId(event.target.value);
            setZoneId('');
            setClientId('');
            setMeterId('');
          }}
          required
        />
        <Dropdown
          label={f.zone}
          value={zoneId}
          options={zones.map((z) => ({ value: String(z.zoneId), label: z.designation }))}
          onChange={(event) => {
            setZoneId(event.target.value);
            setClientId('');
            setMeterId('');
          }}
          disabled={!enterpriseId}
          required
        />
        <Dropdown
          label={f.client}
          value={clientId}
          options={clientRows.map((c) => ({ value: String(c.clientId), label: c.name }))}
          onChange={(event) => {
            setClientId(event.target.value);
            const chosen = clientRows.find((c) => String(c.clientId) === event.target.value);
            // The usual case, one meter, needs no second choice.
            setMeterId(chosen?.meters.length === 1 ? String(chosen.meters[0]?.meterId) : '');
          }}
          disabled={!zoneId || clients.loading}
          required
        />
        <Dropdown
          label={f.meter}
          value={meterId}
          options={meters.map((m) => ({ value: String(m.meterId), label: `${m.meterId} · ${m.brand}` }))}
          onChange={(event) => setMeterId(event.target.value)}
          disabled={!clientId}
          error={previousError}
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
          value={currentReading}
          onChange={(event) => setCurrentReading(event.target.value)}
          digitsOnly
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          error={
            currentReading && previousReading !== undefined && Number(currentReading) < previousReading
              ? t.rules.belowPrevious(previousReading)
              : null
          }
        />
      </div>
      <div className="flex items-center justify-end gap-3">
        {saving && <Spinner />}
        {complete && (
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? t.saving : t.submit}
          </button>
        )}
      </div>
    </form>
  );
}
