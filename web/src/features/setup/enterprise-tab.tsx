import { messages } from '@agua/domain';
import { type EnterpriseFields, type EnterpriseInput, enterpriseSchema } from '@agua/domain/rules/setup';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql } from '../../gql/gql.ts';
import type { SetupPageQueryQuery } from '../../gql/graphql.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import type { Column } from '../../ui/table/column.ts';
import { SetupSection } from './setup-section.tsx';
import { useSetupForm } from './use-setup-form.ts';

type Row = SetupPageQueryQuery['enterprises'][number];

const CreateEnterpriseMutation = graphql(`
  mutation CreateEnterprise($input: EnterpriseInput!) {
    createEnterprise(input: $input) {
      enterprise {
        enterpriseId
      }
      ...MutationResult
    }
  }
`);

const UpdateEnterpriseMutation = graphql(`
  mutation UpdateEnterprise($id: ID!, $input: EnterpriseInput!) {
    updateEnterprise(id: $id, input: $input) {
      enterprise {
        enterpriseId
      }
      ...MutationResult
    }
  }
`);

const s = messages.setup;
const f = s.fields;
const EMPTY: EnterpriseInput = { name: '', email: '', nuit: '', phoneNumber: '', address: '' };

const columns: Column<Row>[] = [
  {
    id: 'enterpriseId',
    header: f.id,
    accessor: (row) => Number(row.enterpriseId),
    sortable: true,
    className: 'w-16',
  },
  { id: 'name', header: f.name, accessor: 'name', sortable: true },
  { id: 'email', header: f.email, accessor: 'email', sortable: true },
  { id: 'nuit', header: f.nuit, accessor: 'nuit', sortable: true },
  { id: 'phoneNumber', header: f.phoneNumber, accessor: (row) => `+258 ${row.phoneNumber}`, sortable: true },
  { id: 'address', header: f.address, accessor: 'address', sortable: true },
];

interface EnterpriseTabProps {
  rows: readonly Row[];
  loading: boolean;
  onSaved: () => Promise<void>;
}

/** Empresa: the utility's operating companies. */
export function EnterpriseTab({ rows, loading, onSaved }: EnterpriseTabProps) {
  const [create] = useMutation(CreateEnterpriseMutation);
  const [update] = useMutation(UpdateEnterpriseMutation);
  const { form, editing, editingId, submit, clear, load, saving } = useSetupForm<
    EnterpriseInput,
    EnterpriseFields,
    Row
  >({
    resolver: zodResolver(enterpriseSchema),
    empty: EMPTY,
    toValues: (row: Row): EnterpriseInput => ({
      name: row.name,
      email: row.email,
      nuit: row.nuit,
      phoneNumber: row.phoneNumber,
      address: row.address,
    }),
    idOf: (row) => String(row.enterpriseId),
    create: async (input) => (await create({ variables: { input } })).data?.createEnterprise,
    update: async (id, input) => (await update({ variables: { id, input } })).data?.updateEnterprise,
    texts: {
      created: s.success.enterpriseCreated,
      updated: s.success.enterpriseUpdated,
      createFailed: s.failure.enterpriseCreate,
      updateFailed: s.failure.enterpriseUpdate,
    },
    onSaved,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SetupSection
      addTitle={s.titles.addEnterprise}
      editTitle={s.titles.editEnterprise}
      addLabel={s.actions.addEnterprise}
      editing={editing}
      saving={saving}
      onSubmit={submit}
      onClear={clear}
      table={{
        label: s.tables.enterprise,
        emptyText: s.empty.enterprise,
        columns,
        rows,
        rowKey: (row) => row.enterpriseId,
        loading,
        onRowClick: load,
        activeKey: editingId,
      }}
    >
      <TextField label={f.name} required error={errors.name?.message} {...register('name')} />
      <TextField label={f.email} type="email" required error={errors.email?.message} {...register('email')} />
      <TextField label={f.nuit} digitsOnly required error={errors.nuit?.message} {...register('nuit')} />
      <TextField
        label={f.phoneNumber}
        prefix="+258"
        type="tel"
        digitsOnly
        required
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextField
        label={f.address}
        required
        className="sm:col-span-2"
        error={errors.address?.message}
        {...register('address')}
      />
    </SetupSection>
  );
}
