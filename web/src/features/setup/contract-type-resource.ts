import { contractTypeSchema } from '@agua/domain/contracts/contract-type';
import { messages } from '@agua/domain/messages';
import { formatMZN } from '@agua/domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { graphql } from '../../gql/gql.ts';
import { moneyText } from '../../ui/form/money-schema.ts';
import { moneyEditText } from '../../ui/form/money-text.ts';
import type { Column } from '../../ui/table/column.ts';
import type { SetupData, SetupResource } from './setup-resource.ts';

type Row = SetupData['contractTypes'][number];
type MoneyKey = 'minimumConsumptionValue' | 'pricePerConsumptionUnit' | 'reconnectionFee';

const CreateContractType = graphql(
  `mutation CreateContractType($input: ContractTypeInput!) { createContractType(input: $input) { ...MutationResult } }`,
);
const UpdateContractType = graphql(
  `mutation UpdateContractType($id: ID!, $input: ContractTypeInput!) { updateContractType(id: $id, input: $input) { ...MutationResult } }`,
);

const f = messages.setup.fields;

// The domain rule, its three amounts typed in through the one money input.
const formSchema = contractTypeSchema.extend({
  minimumConsumptionValue: moneyText(f.minimumConsumptionValue),
  pricePerConsumptionUnit: moneyText(f.pricePerConsumptionUnit),
  reconnectionFee: moneyText(f.reconnectionFee),
});
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const moneyColumn = (id: MoneyKey): Column<Row> => ({
  id,
  header: f[id],
  // Money arrives as a decimal string: sorted as a number, not as text.
  accessor: (row) => Number(row[id]),
  cell: (row) => formatMZN(row[id]),
  sortable: true,
  align: 'right',
});

/** Contracto: the tariffs (minimum charge, price per m³, reconnection fee). */
export const contractTypeResource: SetupResource<Row, Values, Output> = {
  key: 'contractType',
  rows: (data) => data.contractTypes,
  rowKey: (row) => row.contractTypeId,
  columns: () => [
    {
      id: 'contractTypeId',
      header: f.id,
      accessor: (row) => Number(row.contractTypeId),
      sortable: true,
      className: 'w-16',
    },
    { id: 'designation', header: f.designation, accessor: 'designation', sortable: true },
    moneyColumn('minimumConsumptionValue'),
    moneyColumn('pricePerConsumptionUnit'),
    moneyColumn('reconnectionFee'),
  ],
  fields: [
    { kind: 'text', name: 'designation', label: f.designation, required: true },
    { kind: 'money', name: 'minimumConsumptionValue', label: f.minimumConsumptionValue, required: true },
    { kind: 'money', name: 'pricePerConsumptionUnit', label: f.pricePerConsumptionUnit, required: true },
    { kind: 'money', name: 'reconnectionFee', label: f.reconnectionFee, required: true },
  ],
  resolver: zodResolver(formSchema),
  empty: { designation: '', minimumConsumptionValue: '', pricePerConsumptionUnit: '', reconnectionFee: '' },
  toValues: (row) => ({
    designation: row.designation,
    minimumConsumptionValue: moneyEditText(row.minimumConsumptionValue),
    pricePerConsumptionUnit: moneyEditText(row.pricePerConsumptionUnit),
    reconnectionFee: moneyEditText(row.reconnectionFee),
  }),
  create: async (client, values) =>
    (await client.mutate({ mutation: CreateContractType, variables: { input: values } })).data
      ?.createContractType,
  update: async (client, id, values) =>
    (await client.mutate({ mutation: UpdateContractType, variables: { id, input: values } })).data
      ?.updateContractType,
};
