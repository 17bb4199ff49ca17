import { messages } from '@agua/domain';
import {
  type FineConfigurationFields,
  type FineConfigurationInput,
  fineConfigurationSchema,
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
import { decimalOnChange, percentText } from './decimal-input.ts';
import { SetupSection } from './setup-section.tsx';
import { useSetupForm } from './use-setup-form.ts';

type Row = SetupPageQueryQuery['fineConfigurations'][number];

const CreateFineConfigurationMutation = graphql(`
  mutation CreateFineConfiguration($input: FineConfigurationInput!) {
    createFineConfiguration(input: $input) {
      fineConfiguration {
        fineConfigurationId
      }
      ...MutationResult
    }
  }
`);

const UpdateFineConfigurationMutation = graphql(`
  mutation UpdateFineConfiguration($id: ID!, $input: FineConfigurationInput!) {
    updateFineConfiguration(id: $id, input: $input) {
      fineConfiguration {
        fineConfigurationId
      }
      ...MutationResult
    }
  }
`);

const s = messages.setup;
const f = s.fields;
const EMPTY: FineConfigurationInput = {
  minInterval: '',
  maxInterval: '',
  acruedFinePercentage: '',
  active: true,
};

const columns: Column<Row>[] = [
  {
    id: 'fineConfigurationId',
    header: f.id,
    accessor: (row) => Number(row.fineConfigurationId),
    sortable: true,
    className: 'w-16',
  },
  { id: 'minInterval', header: f.minIntervalDays, accessor: 'minInterval', sortable: true, align: 'right' },
  { id: 'maxInterval', header: f.maxIntervalDays, accessor: 'maxInterval', sortable: true, align: 'right' },
  {
    id: 'acruedFinePercentage',
    header: f.acruedFinePercentage,
    accessor: 'acruedFinePercentage',
    cell: (row) => `${row.acruedFinePercentage.toLocaleString('pt-PT')} %`,
    sortable: true,
    align: 'right',
  },
  {
    id: 'active',
    header: f.state,
    accessor: (row) => activeText(row.active),
    cell: (row) => <ActiveBadge active={row.active} />,
    sortable: true,
  },
];

interface FineConfigurationTabProps {
  rows: readonly Row[];
  loading: boolean;
  onSaved: () => Promise<void>;
}

/** Multa (%): fine tiers over days overdue. */
export function FineConfigurationTab({ rows, loading, onSaved }: FineConfigurationTabProps) {
  const [create] = useMutation(CreateFineConfigurationMutation);
  const [update] = useMutation(UpdateFineConfigurationMutation);
  const { form, editing, editingId, submit, clear, load, saving } = useSetupForm<
    FineConfigurationInput,
    FineConfigurationFields,
    Row
  >({
    resolver: zodResolver(fineConfigurationSchema),
    empty: EMPTY,
    toValues: (row: Row): FineConfigurationInput => ({
      minInterval: String(row.minInterval),
      maxInterval: String(row.maxInterval),
      acruedFinePercentage: percentText(row.acruedFinePercentage),
      active: row.active,
    }),
    idOf: (row) => String(row.fineConfigurationId),
    create: async (input) => (await create({ variables: { input } })).data?.createFineConfiguration,
    update: async (id, input) => (await update({ variables: { id, input } })).data?.updateFineConfiguration,
    texts: {
      created: s.success.fineCreated,
      updated: s.success.fineUpdated,
      createFailed: s.failure.fineCreate,
      updateFailed: s.failure.fineUpdate,
    },
    onSaved,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const percentage = register('acruedFinePercentage');

  return (
    <SetupSection
      addTitle={s.titles.addFine}
      editTitle={s.titles.editFine}
      addLabel={s.actions.addFine}
      editing={editing}
      saving={saving}
      onSubmit={submit}
      onClear={clear}
      table={{
        label: s.tables.fine,
        emptyText: s.empty.fine,
        columns,
        rows,
        rowKey: (row) => row.fineConfigurationId,
        loading,
        onRowClick: load,
        activeKey: editingId,
      }}
    >
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
      <TextField
        label={f.acruedFinePercentage}
        required
        inputMode="decimal"
        error={errors.acruedFinePercentage?.message}
        {...percentage}
        onChange={decimalOnChange(percentage.onChange)}
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
