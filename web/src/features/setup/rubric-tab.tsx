import { formatMZN, messages } from '@agua/domain';
import { type RubricFields, type RubricInput, rubricSchema } from '@agua/domain/rules/setup';
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql } from '../../gql/gql.ts';
import type { SetupPageQueryQuery } from '../../gql/graphql.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import type { Column } from '../../ui/table/column.ts';
import { amountText, decimalOnChange } from './decimal-input.ts';
import { SetupSection } from './setup-section.tsx';
import { useSetupForm } from './use-setup-form.ts';

type Row = SetupPageQueryQuery['rubrics'][number];

const CreateRubricMutation = graphql(`
  mutation CreateRubric($input: RubricInput!) {
    createRubric(input: $input) {
      rubric {
        rubricId
      }
      ...MutationResult
    }
  }
`);

const UpdateRubricMutation = graphql(`
  mutation UpdateRubric($id: ID!, $input: RubricInput!) {
    updateRubric(id: $id, input: $input) {
      rubric {
        rubricId
      }
      ...MutationResult
    }
  }
`);

const s = messages.setup;
const f = s.fields;
const EMPTY: RubricInput = { name: '', description: '', price: '' };

const columns: Column<Row>[] = [
  {
    id: 'rubricId',
    header: f.id,
    accessor: (row) => Number(row.rubricId),
    sortable: true,
    className: 'w-16',
  },
  { id: 'name', header: f.name, accessor: 'name', sortable: true },
  { id: 'description', header: f.description, accessor: 'description', sortable: true },
  {
    id: 'price',
    header: f.price,
    accessor: 'price',
    cell: (row) => formatMZN(row.price),
    sortable: true,
    align: 'right',
  },
];

interface RubricTabProps {
  rows: readonly Row[];
  loading: boolean;
  onSaved: () => Promise<void>;
}

/** Rúbrica: extra items charged to clients (Outros Pagamentos). */
export function RubricTab({ rows, loading, onSaved }: RubricTabProps) {
  const [create] = useMutation(CreateRubricMutation);
  const [update] = useMutation(UpdateRubricMutation);
  const { form, editing, editingId, submit, clear, load, saving } = useSetupForm<
    RubricInput,
    RubricFields,
    Row
  >({
    resolver: zodResolver(rubricSchema),
    empty: EMPTY,
    toValues: (row: Row): RubricInput => ({
      name: row.name,
      description: row.description,
      price: amountText(row.price),
    }),
    idOf: (row) => String(row.rubricId),
    create: async (input) => (await create({ variables: { input } })).data?.createRubric,
    update: async (id, input) => (await update({ variables: { id, input } })).data?.updateRubric,
    texts: {
      created: s.success.rubricCreated,
      updated: s.success.rubricUpdated,
      createFailed: s.failure.rubricCreate,
      updateFailed: s.failure.rubricUpdate,
    },
    onSaved,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const price = register('price');

  return (
    <SetupSection
      addTitle={s.titles.addRubric}
      editTitle={s.titles.editRubric}
      addLabel={s.actions.addRubric}
      editing={editing}
      saving={saving}
      onSubmit={submit}
      onClear={clear}
      table={{
        label: s.tables.rubric,
        emptyText: s.empty.rubric,
        columns,
        rows,
        rowKey: (row) => row.rubricId,
        loading,
        onRowClick: load,
        activeKey: editingId,
      }}
    >
      <TextField label={f.name} required error={errors.name?.message} {...register('name')} />
      <TextField
        label={f.description}
        required
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label={f.price}
        required
        inputMode="decimal"
        error={errors.price?.message}
        {...price}
        onChange={decimalOnChange(price.onChange)}
      />
    </SetupSection>
  );
}
