import { clientRubricCreateSchema } from '@agua/domain/contracts/client-rubric';
import { formSchema } from '@agua/domain/contracts/form-text';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { z } from 'zod';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import {
  type ChargedRubric,
  ChargeRubricMutation,
  OtherPaymentsChargesQuery,
} from './client-rubrics-query.ts';

const t = messages.clientRubrics;
const d = messages.dialog;

// The charge's rule from domain/: a client and a rubric, both chosen (the quantity is always 1).
export const chargeFormSchema = formSchema(clientRubricCreateSchema.pick({ clientId: true, rubricId: true }));
export type ChargeForm = z.input<typeof chargeFormSchema>;
export type ChargeFields = z.output<typeof chargeFormSchema>;

const refusalDetails = (payload: { message?: string | null; inputErrors: { message: string }[] }) =>
  [payload.message, ...payload.inputErrors.map((error) => `• ${error.message}`)].filter(Boolean).join('\n');

/**
 * 'Cobrar': asked first with the count and the amount (`ask`, then `confirm`), then one unit of the rubric charged
 * to the client, the processing dialog, then the outcome; the payload's
 * charge and balance go straight into the cached table of that client, so nothing is fetched again.
 */
export function useChargeRubric() {
  const dialog = useDialog();
  const [charge] = useMutation(ChargeRubricMutation);
  const [pending, setPending] = useState<{
    form: ChargeFields;
    message: string;
    contractId: string | null;
  } | null>(null);

  /** `contractId`: the contract chosen when the client holds several active ones (the api asks for it then). */
  async function submit(form: ChargeFields, contractId: string | null) {
    dialog.open({ title: d.processingTitle, message: t.savingPayment, type: 'loading', isProcessing: true });
    const failed = (details: string) =>
      dialog.update({
        title: t.title,
        message: t.failure,
        type: 'error',
        isProcessing: false,
        showConfirmButton: false,
        errorDetails: details,
      });
    try {
      const result = await charge({
        variables: {
          input: {
            clientId: String(form.clientId),
            rubricId: String(form.rubricId),
            ...(contractId ? { contractId } : {}),
          },
        },
        update(cache, { data }) {
          const payload = data?.chargeRubric;
          if (!payload?.clientRubric || !payload.client) return;
          cache.updateQuery(
            { query: OtherPaymentsChargesQuery, variables: { clientId: String(form.clientId) } },
            (current) =>
              current?.client
                ? {
                    client: {
                      ...current.client,
                      balance: payload.client?.balance ?? current.client.balance,
                      chargedRubrics: [
                        payload.clientRubric as ChargedRubric,
                        ...current.client.chargedRubrics.filter((row) => row.id !== payload.clientRubric?.id),
                      ],
                    },
                  }
                : current,
          );
        },
      });
      const payload = result.data?.chargeRubric;
      if (!payload?.clientRubric) {
        failed(payload ? refusalDetails(payload) : d.unexpected);
        return;
      }
      dialog.update({
        title: d.successTitle,
        message: t.success(formatMZN(payload.clientRubric.amount)),
        type: 'success',
        isProcessing: false,
        showConfirmButton: true,
        errorDetails: undefined,
      });
    } catch (error) {
      failed(error instanceof Error ? error.message : d.unexpected);
    }
  }

  return {
    /** The confirmation's sentence (count and amount) for the form, before anything is charged. */
    ask: (form: ChargeFields, message: string, contractId: string | null) =>
      setPending({ form, message, contractId }),
    pending,
    confirm() {
      const chosen = pending;
      setPending(null);
      if (chosen) void submit(chosen.form, chosen.contractId);
    },
    cancel: () => setPending(null),
  };
}
