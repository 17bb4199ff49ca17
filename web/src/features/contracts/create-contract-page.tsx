import { messages } from '@agua/domain/messages';
import clsx from 'clsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { CLIENT_STEP_FORM_ID, ClientStep } from './client-step.tsx';
import { CONTRACT_STEP_FORM_ID, ContractStep } from './contract-step.tsx';
import { useContractWizard } from './use-contract-wizard.ts';
import { WizardSteps } from './wizard-steps.tsx';

const t = messages.clients;

/**
 * 'Cliente & Contrato': step 1 saves the client (and its first meter), step 2 the contract. Opened with
 * ?clientId= it resumes at step 2 for that existing client, whose contract was never made.
 */
export function CreateContractPage() {
  const wizard = useContractWizard();
  const { step, saved, resumedClient, busy, locked } = wizard;

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
        {resumedClient && (
          <p className="rounded-lg border border-line bg-surface-muted px-4 py-2 text-sm text-ink-muted">
            {t.dialogs.resumeClient(String(resumedClient.clientId), resumedClient.name)}
          </p>
        )}
        {wizard.zonesFailed && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {t.dialogs.loadZonesError}
          </p>
        )}
        <div onSubmitCapture={wizard.lock} className={clsx(busy && 'pointer-events-none opacity-70')}>
          {step === 1 ? (
            <ClientStep
              key={wizard.round}
              zones={wizard.zoneOptions}
              defaultValues={wizard.clientValues}
              onValid={wizard.saveClient}
            />
          ) : (
            saved && <ContractStep key={saved.clientId} client={saved} onValid={wizard.saveContract} />
          )}
        </div>
        <div className="flex justify-between border-t border-line pt-5">
          <Button variant="secondary" disabled={step === 1 || locked || busy} onClick={wizard.back}>
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
