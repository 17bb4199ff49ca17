import type { ClientFormInput } from '@agua/domain/contracts/client';
import { messages } from '@agua/domain/messages';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { useToast } from '../../ui/toast/toast-context.ts';
import { EMPTY_CLIENT } from './client-step.tsx';
import type { ContractStepOutput, SavedClient } from './contract-step.tsx';
import {
  CreateClient,
  CreateContract,
  CreateContractResumeQuery,
  CreateContractZonesQuery,
} from './create-contract-query.ts';
import { useClickLock } from './use-click-lock.ts';

const t = messages.clients;

const details = (inputErrors: readonly { message: string }[]) =>
  inputErrors.map((error) => error.message).join('\n') || undefined;

/**
 * 'Cliente & Contrato''s flow: step 1 saves the client (and its first meter) once, step 2 the contract, then the
 * wizard starts over blank; opened with ?clientId= it resumes at step 2 for that client, whose contract was never
 * made. Each outcome is said in the dialog.
 */
export function useContractWizard() {
  const dialog = useDialog();
  const toast = useToast();
  const [step, setStep] = useState<1 | 2>(1);
  const [clientValues, setClientValues] = useState<ClientFormInput>(EMPTY_CLIENT);
  const [saved, setSaved] = useState<SavedClient | null>(null);
  // Remounting the forms after a contract is saved starts the next client from blank defaults.
  const [round, setRound] = useState(0);
  const [locked, lock] = useClickLock();
  const zones = useQuery(CreateContractZonesQuery, { context: { toast: false } });
  const [searchParams, setSearchParams] = useSearchParams();
  const resumeId = searchParams.get('clientId');
  const resume = useQuery(CreateContractResumeQuery, {
    variables: { id: resumeId ?? '' },
    skip: !resumeId,
    context: { toast: false },
  });
  const resumed = resume.data?.client;
  useEffect(() => {
    if (!resumed) return;
    const { clientId, zoneId, name, ...rest } = resumed;
    setClientValues({
      ...rest,
      name,
      zoneId: String(zoneId),
      nuit: rest.nuit ?? '',
      alternativeNumber: rest.alternativeNumber ?? '',
      observation: rest.observation ?? '',
    });
    setSaved({ clientId: String(clientId), zoneId: String(zoneId) });
    setStep(2);
  }, [resumed]);
  const [createClient, clientState] = useMutation(CreateClient);
  const [createContract, contractState] = useMutation(CreateContract);
  const busy = clientState.loading || contractState.loading;

  async function saveClient(values: ClientFormInput) {
    // Coming back to step 1 and forward again must not create the same client twice.
    if (saved) {
      setStep(2);
      return;
    }
    try {
      const { data } = await createClient({
        variables: { input: { ...values, zoneId: String(values.zoneId) } },
      });
      const payload = data?.createClient;
      if (!payload?.client) {
        dialog.open({
          title: messages.dialog.errorTitle,
          message: payload?.message ?? t.dialogs.clientError,
          type: 'error',
          showConfirmButton: true,
          errorDetails: details(payload?.inputErrors ?? []),
        });
        return;
      }
      setClientValues(values);
      setSaved({ clientId: String(payload.client.clientId), zoneId: String(payload.client.zoneId) });
      setStep(2);
      dialog.open({
        title: t.dialogs.clientCreatedTitle,
        message: t.dialogs.clientCreated,
        type: 'success',
        showConfirmButton: true,
      });
      if (payload.meter) toast.show({ type: 'success', message: t.dialogs.meterCreated });
    } catch (error) {
      dialog.open({
        title: messages.dialog.errorTitle,
        message: t.dialogs.clientError,
        type: 'error',
        showConfirmButton: true,
        errorDetails: error instanceof Error ? error.message : undefined,
      });
    }
  }

  async function saveContract(input: ContractStepOutput) {
    dialog.open({
      title: messages.dialog.processingTitle,
      message: t.dialogs.contractProcessing,
      type: 'loading',
      isProcessing: true,
    });
    try {
      const { data } = await createContract({
        variables: {
          input: {
            startDate: input.startDate,
            clientId: String(input.clientId),
            meterId: String(input.meterId),
            contractTypeId: String(input.contractTypeId),
            description: input.description ?? null,
            contractStatus: input.contractStatus,
            balance: input.balance,
          },
        },
        refetchQueries: ['ContractsListQuery', 'CustomersQuery'],
      });
      const payload = data?.createContract;
      if (!payload?.contract) {
        dialog.update({
          title: messages.dialog.errorTitle,
          message: t.dialogs.contractError,
          type: 'error',
          isProcessing: false,
          showConfirmButton: true,
          errorDetails: [payload?.message, details(payload?.inputErrors ?? [])].filter(Boolean).join('\n'),
        });
        return;
      }
      dialog.update({
        title: messages.dialog.successTitle,
        message: t.dialogs.contractSuccess,
        type: 'success',
        isProcessing: false,
        showConfirmButton: true,
      });
      setSaved(null);
      setClientValues(EMPTY_CLIENT);
      setStep(1);
      setRound((value) => value + 1);
      // The next client starts blank, not resumed again.
      if (resumeId) setSearchParams({}, { replace: true });
    } catch (error) {
      dialog.update({
        title: messages.dialog.errorTitle,
        message: t.dialogs.serverError,
        type: 'error',
        isProcessing: false,
        showConfirmButton: true,
        errorDetails: error instanceof Error ? error.message : undefined,
      });
    }
  }

  const zoneOptions = (zones.data?.zones ?? []).map((zone) => ({
    value: String(zone.zoneId),
    label: zone.designation,
  }));

  return {
    step,
    back() {
      lock();
      setStep(1);
    },
    clientValues,
    saved,
    round,
    locked,
    lock,
    busy,
    zoneOptions,
    zonesFailed: Boolean(zones.error),
    /** The client this wizard resumed, while its step 2 shows. */
    resumedClient: step === 2 && resumed && saved?.clientId === String(resumed.clientId) ? resumed : null,
    saveClient,
    saveContract,
  };
}
