import { messages } from '@agua/domain/messages';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../ui/toast/toast-context.ts';
import type { TariffVersionInputValues } from './tariff-form.ts';
import {
  CreateTariffVersion,
  DeleteTariffVersion,
  TariffVersionsQuery,
  UpdateTariffVersion,
} from './tariff-queries.ts';
import { useSaveDialog } from './use-save-dialog.ts';

const p = messages.tariffs.panel;

/** A contract type's tariff versions, the one being edited, and the writes (docs/domain.md "Tarifas"). */
export function useTariffVersions(contractTypeId: string) {
  const client = useApolloClient();
  const toast = useToast();
  const save = useSaveDialog();
  const { data, loading, refetch } = useQuery(TariffVersionsQuery, {
    variables: { id: contractTypeId },
    skip: contractTypeId === '',
    fetchPolicy: 'cache-and-network',
  });
  /** The version in the form: null for a new one. */
  const [editingId, setEditingId] = useState<string | null>(null);
  const versions = data?.contractType.tariffs ?? [];

  async function submit(
    input: TariffVersionInputValues,
    onRefused: (errors: readonly { field: string; message: string }[]) => void,
  ) {
    const saved = await save(
      async () => {
        if (editingId === null) {
          const result = await client.mutate({
            mutation: CreateTariffVersion,
            variables: { contractTypeId, input },
          });
          return result.data?.createTariffVersion;
        }
        const result = await client.mutate({
          mutation: UpdateTariffVersion,
          variables: { contractTypeId, id: editingId, input },
        });
        return result.data?.updateTariffVersion;
      },
      { success: p.saved, failure: p.saveFailure },
      onRefused,
    );
    if (saved) {
      setEditingId(null);
      await refetch();
    }
    return saved;
  }

  async function remove(id: string) {
    const result = await client.mutate({ mutation: DeleteTariffVersion, variables: { contractTypeId, id } });
    const payload = result.data?.deleteTariffVersion;
    if (payload?.deleted) {
      toast.show({ message: p.deleted, type: 'success' });
      if (editingId === id) setEditingId(null);
      await refetch();
    } else toast.show({ message: payload?.message ?? p.saveFailure, type: 'error' });
  }

  return { versions, loading: loading && !data, editingId, setEditingId, submit, remove };
}
