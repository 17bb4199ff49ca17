import { messages } from '@agua/domain';
import { type ZoneFields, type ZoneInput, zoneSchema } from '@agua/domain/rules/setup';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql } from '../../gql/gql.ts';
import type { SetupPageQueryQuery } from '../../gql/graphql.ts';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import type { Column } from '../../ui/table/column.ts';
import { SetupSection } from './setup-section.tsx';
import { useSetupForm } from './use-setup-form.ts';

type Row = SetupPageQueryQuery['zones'][number];
type Enterprise = SetupPageQueryQuery['enterprises'][number];

const CreateZoneMutation = graphql(`
  mutation CreateZone($input: ZoneInput!) {
    createZone(input: $input) {
      zone {
        zoneId
      }
      ...MutationResult
    }
  }
`);

const UpdateZoneMutation = graphql(`
  mutation UpdateZone($id: ID!, $input: ZoneInput!) {
    updateZone(id: $id, input: $input) {
      zone {
        zoneId
      }
      ...MutationResult
    }
  }
`);

const s = messages.setup;
const f = s.fields;
const EMPTY: ZoneInput = { designation: '', description: '', enterpriseId: '' };

const columns: Column<Row>[] = [
  { id: 'zoneId', header: f.id, accessor: (row) => Number(row.zoneId), sortable: true, className: 'w-16' },
  { id: 'designation', header: f.designation, accessor: 'designation', sortable: true },
  { id: 'description', header: f.description, accessor: 'description', sortable: true },
  { id: 'enterprise', header: f.enterprise, accessor: (row) => row.enterprise.name, sortable: true },
];

interface ZoneTabProps {
  rows: readonly Row[];
  enterprises: readonly Enterprise[];
  loading: boolean;
  onSaved: () => Promise<void>;
}

/** Zona: the bairros, each served by one enterprise (the table shows the enterprise's name). */
export function ZoneTab({ rows, enterprises, loading, onSaved }: ZoneTabProps) {
  const [create] = useMutation(CreateZoneMutation);
  const [update] = useMutation(UpdateZoneMutation);
  const { form, editing, editingId, submit, clear, load, saving } = useSetupForm<ZoneInput, ZoneFields, Row>({
    resolver: zodResolver(zoneSchema),
    empty: EMPTY,
    toValues: (row: Row): ZoneInput => ({
      designation: row.designation,
      description: row.description,
      enterpriseId: String(row.enterpriseId),
    }),
    idOf: (row) => String(row.zoneId),
    create: async (values) =>
      (await create({ variables: { input: { ...values, enterpriseId: String(values.enterpriseId) } } })).data
        ?.createZone,
    update: async (id, values) =>
      (await update({ variables: { id, input: { ...values, enterpriseId: String(values.enterpriseId) } } }))
        .data?.updateZone,
    texts: {
      created: s.success.zoneCreated,
      updated: s.success.zoneUpdated,
      createFailed: s.failure.zoneCreate,
      updateFailed: s.failure.zoneUpdate,
    },
    onSaved,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const options = enterprises.map((enterprise) => ({
    value: String(enterprise.enterpriseId),
    label: enterprise.name,
  }));

  return (
    <SetupSection
      addTitle={s.titles.addZone}
      editTitle={s.titles.editZone}
      addLabel={s.actions.addZone}
      editing={editing}
      saving={saving}
      onSubmit={submit}
      onClear={clear}
      table={{
        label: s.tables.zone,
        emptyText: s.empty.zone,
        columns,
        rows,
        rowKey: (row) => row.zoneId,
        loading,
        onRowClick: load,
        activeKey: editingId,
      }}
    >
      <TextField
        label={f.designation}
        required
        error={errors.designation?.message}
        {...register('designation')}
      />
      <Dropdown
        label={f.enterprise}
        required
        options={options}
        error={errors.enterpriseId?.message}
        {...register('enterpriseId')}
      />
      <TextField
        label={f.description}
        required
        error={errors.description?.message}
        {...register('description')}
      />
    </SetupSection>
  );
}
