import { rubricSchema } from '@agua/domain/contracts/rubric';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { graphql } from '../../gql/gql.ts';
import { moneyText } from '../../ui/form/money-schema.ts';
import { moneyEditText } from '../../ui/form/money-text.ts';
import type { SetupData, SetupResource } from './setup-resource.ts';

type Row = SetupData['rubrics'][number];

const CreateRubric = graphql(
  `mutation CreateRubric($input: RubricInput!) { createRubric(input: $input) { ...MutationResult } }`,
);
const UpdateRubric = graphql(
  `mutation UpdateRubric($id: ID!, $input: RubricInput!) { updateRubric(id: $id, input: $input) { ...MutationResult } }`,
);

const f = messages.setup.fields;

// The domain rule, the price typed in through the one money input (a price is never negative).
const formSchema = rubricSchema.extend({ price: moneyText(f.price) });
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/** Rúbrica: extra items charged to clients (Outros Pagamentos). */
export const rubricResource: SetupResource<Row, Values, Output> = {
  key: 'rubric',
  rows: (data) => data.rubrics,
  rowKey: (row) => row.rubricId,
  columns: () => [
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
      accessor: (row) => Number(row.price),
      cell: (row) => formatMZN(row.price),
      sortable: true,
      align: 'right',
    },
  ],
  fields: [
    { kind: 'text', name: 'name', label: f.name, required: true },
    { kind: 'text', name: 'description', label: f.description, required: true },
    { kind: 'money', name: 'price', label: f.price, required: true },
  ],
  resolver: zodResolver(formSchema),
  empty: { name: '', description: '', price: '' },
  toValues: (row) => ({ name: row.name, description: row.description, price: moneyEditText(row.price) }),
  create: async (client, values) =>
    (await client.mutate({ mutation: CreateRubric, variables: { input: values } })).data?.createRubric,
  update: async (client, id, values) =>
    (await client.mutate({ mutation: UpdateRubric, variables: { id, input: values } })).data?.updateRubric,
};
