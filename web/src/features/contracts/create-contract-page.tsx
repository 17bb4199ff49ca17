import type { ClientFormInput } from '@agua/domain/contracts/client';
import { messages } from '@agua/domain/messages';
import { useMutation, useQuery } from '@apollo/client/react';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql/gql.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { invalidFieldMessages } from '../../ui/form/invalid-fields.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { CLIENT_STEP_FORM_ID, ClientStep, EMPTY_CLIENT } from './client-step.tsx';
import {
  CONTRACT_STEP_FORM_ID,
  ContractStep,
  type ContractStepOutput,
  type SavedClient,
} from './contract-step.tsx';
import { useClickLock } from './use-click-lock.ts';
import { WizardSteps } from './wizard-steps.tsx';

const t = messages.clients;

const CreateContractZonesQuery = graphql(`
  query CreateContractZonesQuery {
    zones {
      zoneId
      designation
    }
  }
`);

// A client saved by step 1 earlier whose contract was never made (?clientId= from the customers screen).
const CreateContractResumeQuery = graphql(`
  query CreateContractResumeQuery($id: ID!) {
    client(id: $id) {
      clientId
      name
      phoneNumber
      address
      nuit
      zoneId
      alternativeNumber
      observation
      exemptFromFines
      wantsReceiptSMS
      wantsInvoiceSMS
    }
  }
`);

const CreateClient = graphql(`
  mutation CreateClient($input: ClientInput!) {
    createClient(input: $input) {
      client {
        clientId
        zoneId
      }
      meter {
        meterId
      }
      ...MutationResult
    }
  }
`);

const CreateContract = graphql(`
  mutation CreateContract($input: ContractInput!) {
    createContract(input: $input) {
      contract {
        contractId
      }
      ...MutationResult
    }
  }
`);

const details = (inputErrors: readonly { message: string }[]) =>
  inputErrors.map((error) => error.message).join('\n') || undefined;

/**
 * 'Cliente & Contrato': step 1 saves the client (and its first meter), step 2 the contract. Opened with
 * ?clientId= it resumes at step 2 for that existing client, whose contract was never made.
 */
export function CreateContractPage() {
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

  const showValidation = (errors: FieldErrors) =>
    dialog.open({
      title: messages.dialog.validationTitle,
      message: messages.dialog.validationMessage,
      items: invalidFieldMessages(errors),
      type: 'info',
      showConfirmButton: true,
    });

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

  return (
    <div className="space-y-6">
      <PageHeader
        title={t.wizard.title}
        breadcrumb={<Breadcrumb items={[{ label: messages.menu.createContract }]} />}
      />
      <section className="space-y-6 rounded-2xl border border-line bg-surface p-6 shadow-xs">
        <WizardSteps step={step} />
        <h2 className="text-lg font-semibold text-ink">
          {step === 1 ? t.wizard.stepClient : t.wizard.stepContract}
        </h2>
        {step === 2 && resumed && saved?.clientId === String(resumed.clientId) && (
          <p className="rounded-lg border border-line bg-surface-muted px-4 py-2 text-sm text-ink-muted">
            {t.dialogs.resumeClient(String(resumed.clientId), resumed.name)}
          </p>
        )}
        {zones.error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {t.dialogs.loadZonesError}
          </p>
        )}
        <div onSubmitCapture={lock} className={clsx(busy && 'pointer-events-none opacity-70')}>
          {step === 1 ? (
            <ClientStep
              key={round}
              zones={zoneOptions}
              defaultValues={clientValues}
              onValid={saveClient}
              onInvalid={showValidation}
            />
          ) : (
            saved && (
              <ContractStep
                key={saved.clientId}
                client={saved}
                onValid={saveContract}
                onInvalid={showValidation}
              />
            )
          )}
        </div>
        <div className="flex justify-between border-t border-line pt-5">
          <Button
            variant="secondary"
            disabled={step === 1 || locked || busy}
            onClick={() => {
              lock();
              setStep(1);
            }}
          >
            {t.wizard.back}
          </Button>
          <Button
            type="submit"
            form={step === 1 ? CLIENT_STEP_FORM_ID : CONTRACT_STEP_FORM_ID}
            disabled={locked || busy}
          >
            {step === 1 ? t.wizard.next : t.wizard.submit}
          </Button>
        </div>
      </section>
    </div>
  );
}
