import type { ReadingEntryForm } from '@agua/domain/contracts/reading';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { useToast } from '../../ui/toast/toast-context.ts';
import { useInvoiceWindow } from './use-invoice-window.ts';

const t = messages.readings;

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
      alreadyRecorded
      ...MutationResult
    }
  }
`);

/**
 * Saving a manual reading: the api issues its invoice in the same transaction; the success message offers "Ver
 * factura", which opens its PDF. A refusal is said in the dialog. `onSaved` runs once the reading is saved — also
 * when the api found the same reading already saved (a save sent again after its answer was lost), which the
 * message says ("Leitura já gravada").
 */
export function useCreateReading(onSaved: (entry: ReadingEntryForm) => void) {
  const dialog = useDialog();
  const toast = useToast();
  const invoiceWindow = useInvoiceWindow();
  const [createReading, creating] = useMutation(CreateReadingMutation);

  async function create(entry: ReadingEntryForm) {
    try {
      const saved = await createReading({
        variables: {
          input: {
            meterId: entry.meterId,
            readingMonth: Number(entry.readingMonth),
            readingYear: Number(entry.readingYear),
            ...(entry.currentReading === '' || (entry.noReading && !entry.anomalyWithReading)
              ? {}
              : { currentReading: entry.currentReading }),
            ...(entry.noReading ? { anomalyCode: entry.anomalyCode } : {}),
          },
        },
      });
      const payload = saved.data?.createReading;
      if (!payload?.reading) {
        dialog.open({
          title: messages.dialog.errorTitle,
          message: payload?.message ?? t.failure,
          type: 'error',
          showConfirmButton: true,
          errorDetails: payload?.inputErrors.map((e) => `${e.field}: ${e.message}`).join('\n') || undefined,
        });
        return;
      }
      // The invoice is a link in the message, opened only when asked: a new tab after every reading cost the
      // technician a tab switch (a download prompt on a phone) per meter.
      const invoice = payload.invoice;
      toast.show({
        type: 'success',
        message: payload.alreadyRecorded
          ? t.alreadySaved
          : invoice
            ? t.saved
            : `${t.saved} ${t.invoiceError}`,
        ...(invoice
          ? {
              action: {
                label: t.viewInvoice,
                // Opened inside the click, so the browser does not block it as an unsolicited pop-up.
                run: () => void invoiceWindow.reserve().show(invoice.readingId),
              },
            }
          : {}),
      });
      onSaved(entry);
    } catch (error) {
      // No answer (a dropped link) or a server error: the reading may be stored; sending it again is safe (the api
      // answers the same reading as saved).
      dialog.open({
        title: messages.dialog.errorTitle,
        message: t.connectionLost,
        type: 'error',
        showConfirmButton: true,
        errorDetails: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return { create, saving: creating.loading };
}
