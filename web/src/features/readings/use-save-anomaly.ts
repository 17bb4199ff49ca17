import type { ReadingAnomalyFields } from '@agua/domain/contracts/reading-anomaly';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { useToast } from '../../ui/toast/toast-context.ts';

const CreateReadingAnomaly = graphql(`
  mutation CreateReadingAnomaly($input: ReadingAnomalyInput!) {
    createReadingAnomaly(input: $input) {
      anomaly {
        anomalyId
      }
      ...MutationResult
    }
  }
`);

const UpdateReadingAnomaly = graphql(`
  mutation UpdateReadingAnomaly($id: ID!, $input: ReadingAnomalyInput!) {
    updateReadingAnomaly(id: $id, input: $input) {
      anomaly {
        anomalyId
      }
      ...MutationResult
    }
  }
`);

/** Saves an anomaly (a new one, or the one being edited); the api's refusal is said in the dialog. */
export function useSaveAnomaly(onSaved: () => void) {
  const dialog = useDialog();
  const toast = useToast();
  const [create, creating] = useMutation(CreateReadingAnomaly);
  const [update, updating] = useMutation(UpdateReadingAnomaly);

  async function save(id: string | null, input: ReadingAnomalyFields) {
    const answer = id
      ? (await update({ variables: { id, input } })).data?.updateReadingAnomaly
      : (await create({ variables: { input } })).data?.createReadingAnomaly;
    if (!answer?.anomaly) {
      dialog.open({
        title: messages.fieldReadings.anomalies.title,
        message: answer?.message ?? messages.readings.failure,
        type: 'error',
        showConfirmButton: true,
      });
      return;
    }
    toast.show({ type: 'success', message: messages.http.success });
    onSaved();
  }

  return { save, saving: creating.loading || updating.loading };
}
