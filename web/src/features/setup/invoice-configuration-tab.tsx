import { messages } from '@agua/domain';
import {
  type InvoiceConfigurationFields,
  type InvoiceConfigurationInput,
  invoiceConfigurationSchema,
} from '@agua/domain/rules/setup';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { graphql } from '../../gql/gql.ts';
import type { SetupPageQueryQuery } from '../../gql/graphql.ts';
import { Checkbox } from '../../ui/form/checkbox.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import type { Column } from '../../ui/table/column.ts';
import { ActiveBadge, activeText } from './active-badge.tsx';
import { SetupSection } from './setup-section.tsx';
import { useSetupForm } from './use-setup-form.ts';

type Row = SetupPageQueryQuery['invoiceConfigurations'][number];

const CreateInvoiceConfigurationMutation = graphql(`
  mutation CreateInvoiceConfiguration($input: InvoiceConfigurationInput!) {
    createInvoiceConfiguration(input: $input) {
      invoiceConfiguration {
        invoiceConfigurationId
      }
      ...MutationResult
    }
  }
`);

const UpdateInvoiceConfigurationMutation = graphql(`
  mutation UpdateInvoiceConfiguration($id: ID!, $input: InvoiceConfigurationInput!) {
    updateInvoiceConfiguration(id: $id, input: $input) {
      invoiceConfiguration {
        invoiceConfigurationId
      }
      ...MutationResult
    }
  }
`);

const s = messages.setup;
const f = s.fields;
const EMPTY: InvoiceConfigurationInput = { description: '', minInterval: '', maxInterval: '', active: true };

const columns: Column<Row>[] = [
  {
    id: 'invoiceConfigurationId',
    header: f.id,
    accessor: (row) => Number(row.invoiceConfigurationId),
    sortable: true,
    className: 'w-16',
  },
  { id: 'description', header: f.description, accessor: 'description', sortable: true },
  { id: 'minInterval', header: f.minIntervalDays, accessor: 'minInterval', sortable: true, align: 'right' },
  { id: 'maxInterval', header: f.maxIntervalDays, accessor: 'maxInterval', sortable: true, align: 'right' },
  {
    id: 'active',
    header: f.state,
    accessor: (row) => activeText(row.active),
    cell: (row) => <ActiveBadge active={row.active} />,
    sortable: true,
  },
];

interface InvoiceConfigurationTabProps {
  rows: readonly Row[];
  loading: boolean;
  onSaved: () => Promise<void>;
}

/** Factura: the payment term of new invoices (the newest active one applies: limitDate = issue + maximum). */
export function InvoiceConfigurationTab({ rows, loading, onSaved }: InvoiceConfigurationTabProps) {
  const [create] = useMutation(CreateInvoiceConfigurationMutation);
  const [update] = useMutation(UpdateInvoiceConfigurationMutation);
  const { form, editing, editingId, submit, clear, load, saving } = useSetupForm<
    InvoiceConfigurationInput,
    InvoiceConfigurationFields,
    Row
  >({
    resolver: zodResolver(invoiceConfigurationSchema),
    empty: EMPTY,
    toValues: (row: Row): InvoiceConfigurationInput => ({
      description: row.description,
      minInterval: String(row.minInterval),
      maxInterval: String(row.maxInterval),
      active: row.active,
    }),
    idOf: (row) => String(row.invoiceConfigurationId),
    create: async (input) => (await create({ variables: { input } })).data?.createInvoiceConfiguration,
    update: async (id, input) =>
      (await update({ variables: { id, input } })).data?.updateInvoiceConfiguration,
    texts: {
      created: s.success.invoiceCreated,
      updated: s.success.invoiceUpdated,
      createFailed: s.failure.invoiceCreate,
      updateFailed: s.failure.invoiceUpdate,
    },
    onSaved,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <SetupSection
      addTitle={s.titles.addInvoice}
      editTitle={s.titles.editInvoice}
      addLabel={s.actions.addInvoice}
      editing={editing}
      saving={saving}
      onSubmit={submit}
      onClear={clear}
      table={{
        label: s.tables.invoice,
        emptyText: s.empty.invoice,
        columns,
        rows,
        rowKey: (row) => row.invoiceConfigurationId,
        loading,
        onRowClick: load,
        activeKey: editingId,
      }}
    >
      <TextField
        label={f.description}
        required
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label={f.minIntervalDays}
        digitsOnly
        required
        error={errors.minInterval?.message}
        {...register('minInterval')}
      />
      <TextField
        label={f.maxIntervalDays}
        digitsOnly
        required
        error={errors.maxInterval?.message}
        {...register('maxInterval')}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Checkbox
            label={f.active}
            checked={field.value !== false}
            onChange={field.onChange}
            className="self-end pb-2"
          />
        )}
      />
    </SetupSection>
  );
}
