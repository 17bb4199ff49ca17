import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { useQuery } from '@apollo/client/react';
import { BanknotesIcon } from '@heroicons/react/20/solid';
import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import type { Option } from '../../ui/form/option.ts';
import { ServerCombobox } from '../../ui/form/server-combobox.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { DataTable } from '../../ui/table/data-table.tsx';
import { chargeColumns } from './charge-columns.ts';
import { ClientBalance } from './client-balance.tsx';
import {
  OtherPaymentsChargesQuery,
  OtherPaymentsClientsQuery,
  OtherPaymentsRubricsQuery,
} from './client-rubrics-query.ts';
import { activeContracts, ContractChoice } from './contract-choice.tsx';
import {
  type ChargeFields,
  type ChargeForm,
  chargeFormSchema,
  useChargeRubric,
} from './use-charge-rubric.ts';

const t = messages.clientRubrics;
const s = messages.clientRubrics;
const d = messages.dialog;

/**
 * Outros Pagamentos: a client and a rubric chosen by server search, 'Cobrar' charges one unit, and the table lists
 * the client's charges. The charge's payload updates the cached table and balance, so nothing is fetched again.
 */
export function ClientRubricsPage() {
  const dialog = useDialog();
  const [clientSearch, setClientSearch] = useState('');
  const [rubricSearch, setRubricSearch] = useState('');
  const [client, setClient] = useState<Option<string> | null>(null);
  const [rubric, setRubric] = useState<Option<string> | null>(null);
  // The chosen rubric's name and price, kept from the search that offered it, for the confirmation.
  const [chosenRubric, setChosenRubric] = useState<{ name: string; price: string } | null>(null);
  // The contract charged, chosen only when the client holds several active ones.
  const [contractId, setContractId] = useState('');
  // Said under 'Contrato' when a client with several active contracts is charged without choosing one.
  const [contractMissing, setContractMissing] = useState(false);
  const { control, handleSubmit, setValue, formState, clearErrors } = useForm<
    ChargeForm,
    unknown,
    ChargeFields
  >({
    resolver: zodResolver(chargeFormSchema),
    defaultValues: { clientId: '', rubricId: '' },
  });

  const clients = useQuery(OtherPaymentsClientsQuery, { variables: { search: clientSearch || null } });
  const rubrics = useQuery(OtherPaymentsRubricsQuery, { variables: { search: rubricSearch || null } });
  const charges = useQuery(OtherPaymentsChargesQuery, {
    variables: { clientId: client?.value ?? '' },
    skip: !client,
  });
  const charging = useChargeRubric();

  // 'Processando' shows while the first clients load, as the product opens this screen.
  const firstLoad = useRef(true);
  useEffect(() => {
    if (!firstLoad.current) return;
    if (clients.loading) {
      dialog.open({
        title: d.processingTitle,
        message: t.savingRubrics,
        type: 'loading',
        isProcessing: true,
      });
    } else {
      firstLoad.current = false;
      dialog.close();
    }
  }, [clients.loading, dialog]);

  const clientOptions = (clients.data ?? clients.previousData)?.clientsPage.items.map((row) => ({
    value: String(row.clientId),
    label: `${row.name} (${row.clientId})`,
  }));
  const rubricRows = (rubrics.data ?? rubrics.previousData)?.searchRubrics;
  const rubricOptions = rubricRows?.map((row) => ({
    value: String(row.rubricId),
    label: `${row.name} — ${formatMZN(row.price)}`,
  }));
  const chosen = client ? charges.data?.client : null;

  const contracts = activeContracts(chosen?.contracts);
  const mustChoose = contracts.length > 1;

  return (
    <div className="space-y-6">
      <PageHeader title={t.title} breadcrumb={<Breadcrumb items={[{ label: t.title }]} />} />
      <section className="space-y-5 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <form
          noValidate
          onSubmit={(event) => {
            setContractMissing(mustChoose && !contractId);
            return handleSubmit((form) => {
              if (mustChoose && !contractId) return;
              charging.ask(
                form,
                s.confirmCharge(
                  chosenRubric?.name ?? '',
                  formatMZN(chosenRubric?.price ?? '0'),
                  client?.label ?? '',
                ),
                mustChoose ? contractId : null,
              );
            })(event);
          }}
          className={clsx(
            'grid items-end gap-4',
            mustChoose ? 'md:grid-cols-[1fr_1fr_auto_auto]' : 'md:grid-cols-[1fr_1fr_auto]',
          )}
        >
          <Controller
            control={control}
            name="clientId"
            render={() => (
              <ServerCombobox
                label={messages.clientRubrics.fields.clientId}
                value={client}
                error={formState.errors.clientId?.message}
                options={clientOptions ?? []}
                searching={clients.loading}
                onSearch={setClientSearch}
                onChange={(option) => {
                  // A new client starts from a clean table: the previous client's charges are not shown under it.
                  setClient(option);
                  setContractId('');
                  setContractMissing(false);
                  setValue('clientId', option?.value ?? '');
                  clearErrors('clientId');
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="rubricId"
            render={() => (
              <ServerCombobox
                label={messages.clientRubrics.fields.rubricId}
                value={rubric}
                error={formState.errors.rubricId?.message}
                options={rubricOptions ?? []}
                searching={rubrics.loading}
                onSearch={setRubricSearch}
                onChange={(option) => {
                  setRubric(option);
                  const row = rubricRows?.find((candidate) => String(candidate.rubricId) === option?.value);
                  setChosenRubric(row ? { name: row.name, price: row.price } : null);
                  setValue('rubricId', option?.value ?? '');
                  clearErrors('rubricId');
                }}
              />
            )}
          />
          <ContractChoice
            contracts={contracts}
            value={contractId}
            error={contractMissing ? t.contractRequired : null}
            onChange={(chosenId) => {
              setContractId(chosenId);
              setContractMissing(false);
            }}
          />
          <Button type="submit" icon={BanknotesIcon}>
            {t.charge}
          </Button>
        </form>
        {chosen && <ClientBalance balance={chosen.balance} />}
        <DataTable
          label={t.title}
          columns={chargeColumns}
          rows={client ? (chosen?.chargedRubrics ?? []) : []}
          rowKey={(row) => row.id}
          loading={charges.loading && !chosen}
          defaultSort={{ columnId: 'chargedAt', direction: 'desc' }}
        />
      </section>
      <ConfirmDialog
        open={charging.pending !== null}
        title={s.confirmTitle}
        message={charging.pending?.message ?? ''}
        confirmLabel={s.charge}
        cancelLabel={s.cancel}
        onConfirm={charging.confirm}
        onCancel={charging.cancel}
      />
    </div>
  );
}
