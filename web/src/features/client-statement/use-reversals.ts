import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import { useDialog } from '../../ui/dialog/dialog-context.ts';

const t = messages.clientStatement.page;

const ReverseReceiptMutation = graphql(`
  mutation ReverseReceiptFromClientPage($id: ID!, $reason: String!) {
    reverseReceipt(id: $id, reason: $reason) {
      receipt {
        receiptId
        reversed
      }
      ...MutationResult
    }
  }
`);

const ReverseChargeMutation = graphql(`
  mutation ReverseClientRubric($id: ID!, $reason: String!) {
    reverseClientRubric(id: $id, reason: $reason) {
      clientRubric {
        id
        reversed
      }
      ...MutationResult
    }
  }
`);

/** What is being reversed, as the confirmation names it. */
export interface Reversal {
  kind: 'receipt' | 'charge';
  id: string;
  /** The receipt number or the rubric's name. */
  name: string;
  amount: string;
}

/**
 * Anular recibo / Anular cobrança from the client page (administrators): the confirmation names the amount, the
 * reason is required, and the page is read again once the api reversed it (a refusal is shown as its reason).
 */
export function useReversals(onDone: () => void) {
  const dialog = useDialog();
  const [pending, setPending] = useState<Reversal | null>(null);
  const [reverseReceipt, receipt] = useMutation(ReverseReceiptMutation);
  const [reverseCharge, charge] = useMutation(ReverseChargeMutation);

  async function confirm(reason: string) {
    if (!pending) return;
    const variables = { id: pending.id, reason };
    const result =
      pending.kind === 'receipt'
        ? (await reverseReceipt({ variables })).data?.reverseReceipt
        : (await reverseCharge({ variables })).data?.reverseClientRubric;
    setPending(null);
    const message = result?.message;
    dialog.open({
      title: message ? messages.dialog.errorTitle : messages.dialog.successTitle,
      message: message ?? t.reversedDone,
      type: message ? 'error' : 'success',
      showConfirmButton: true,
    });
    if (!message) onDone();
  }

  const amount = pending ? formatMZN(pending.amount) : '';
  return {
    pending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm,
    busy: receipt.loading || charge.loading,
    title:
      pending?.kind === 'receipt' ? t.reverseReceiptOf(pending.name) : t.reverseChargeOf(pending?.name ?? ''),
    message:
      pending?.kind === 'receipt'
        ? t.confirmReceipt(pending.name, amount)
        : t.confirmCharge(pending?.name ?? '', amount),
  };
}

export type Reversals = ReturnType<typeof useReversals>;
