import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { moneyEditText } from '../../ui/form/money-text.ts';
import { useToast } from '../../ui/toast/toast-context.ts';
import type { ClientEditOutput, ClientEditValues } from './client-edit-form.tsx';
import { type ClientRow, UpdateCustomer } from './clients-query.ts';

const t = messages.clients;

function editValues(row: ClientRow): ClientEditValues {
  return {
    client: {
      name: row.name,
      nuit: row.nuit ?? '',
      phoneNumber: row.phoneNumber,
      alternativeNumber: row.alternativeNumber ?? '',
      zoneId: String(row.zoneId),
      address: row.address,
      observation: row.observation ?? '',
      exemptFromFines: row.exemptFromFines,
      wantsReceiptSMS: row.wantsReceiptSMS,
      wantsInvoiceSMS: row.wantsInvoiceSMS,
    },
    contract: row.contract
      ? {
          contractId: String(row.contract.contractId),
          contractTypeId: String(row.contract.contractTypeId),
          balance: moneyEditText(row.contract.balance),
          balanceReason: '',
          active: row.contract.contractStatus === 1,
        }
      : null,
  };
}

/**
 * Editing a client from the list: the row chosen, its form's values, and the save (client and contract at once; a
 * balance change with its reason, said in a second toast); the api's refusal stays on the form.
 */
export function useClientEdit() {
  const toast = useToast();
  const [editing, setEditing] = useState<ClientRow | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [updateCustomer, { loading: saving }] = useMutation(UpdateCustomer);

  /** Saves the form; true once saved (the form has closed). */
  async function save(values: ClientEditOutput): Promise<boolean> {
    if (!editing) return false;
    setServerError(null);
    try {
      const { data: result } = await updateCustomer({
        variables: {
          input: {
            clientId: String(editing.clientId),
            client: { ...values.client, zoneId: String(values.client.zoneId) },
            contract: values.contract
              ? {
                  contractId: values.contract.contractId,
                  contractTypeId: String(values.contract.contractTypeId),
                  balance: values.contract.balance,
                  balanceReason: values.contract.balanceReason.trim() || null,
                  contractStatus: values.contract.active ? 1 : 0,
                }
              : null,
          },
        },
      });
      const payload = result?.updateCustomer;
      if (payload?.message) {
        setServerError([payload.message, ...payload.inputErrors.map((item) => item.message)].join(' '));
        return false;
      }
      toast.show({ type: 'success', message: t.customers.saved });
      if (payload?.balanceAdjustment && values.contract) {
        toast.show({
          type: 'success',
          message: t.customers.balanceAdjusted(
            formatMZN(payload.balanceAdjustment),
            values.contract.balanceReason.trim(),
          ),
        });
      }
      setEditing(null);
      return true;
    } catch {
      setServerError(t.dialogs.serverError);
      return false;
    }
  }

  return {
    editing,
    values: editing ? editValues(editing) : null,
    saving,
    serverError,
    save,
    open(row: ClientRow) {
      setServerError(null);
      setEditing(row);
    },
    close() {
      setEditing(null);
      setServerError(null);
    },
  };
}
