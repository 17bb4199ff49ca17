import type { EnterpriseBody } from '@agua/domain/contracts/enterprise';
import { type EnterpriseFields, enterpriseSchema } from '@agua/domain/contracts/enterprise';
import { messages } from '@agua/domain/messages';
import { formatPhone } from '@agua/domain/rules/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { graphql } from '../../gql/gql.ts';
import type { SetupData, SetupResource } from './setup-resource.ts';

type Row = SetupData['enterprises'][number];

const CreateEnterprise = graphql(
  `mutation CreateEnterprise($input: EnterpriseInput!) { createEnterprise(input: $input) { ...MutationResult } }`,
);
const UpdateEnterprise = graphql(
  `mutation UpdateEnterprise($id: ID!, $input: EnterpriseInput!) { updateEnterprise(id: $id, input: $input) { ...MutationResult } }`,
);

const f = messages.setup.fields;

/** Empresa: the utility's operating companies. */
export const enterpriseResource: SetupResource<Row, EnterpriseBody, EnterpriseFields> = {
  key: 'enterprise',
  rows: (data) => data.enterprises,
  rowKey: (row) => row.enterpriseId,
  columns: () => [
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
    {
      id: 'phoneNumber',
      header: f.phoneNumber,
      accessor: (row) => formatPhone(row.phoneNumber),
      sortable: true,
    },
    { id: 'address', header: f.address, accessor: 'address', sortable: true },
  ],
  fields: [
    { kind: 'text', name: 'name', label: f.name, required: true },
    { kind: 'text', name: 'email', label: f.email, type: 'email', required: true },
    { kind: 'text', name: 'nuit', label: f.nuit, digitsOnly: true, required: true },
    {
      kind: 'text',
      name: 'phoneNumber',
      label: f.phoneNumber,
      prefix: '+258',
      type: 'tel',
      digitsOnly: true,
      required: true,
    },
    { kind: 'text', name: 'address', label: f.address, required: true, wide: true },
  ],
  resolver: zodResolver(enterpriseSchema),
  empty: { name: '', email: '', nuit: '', phoneNumber: '', address: '' },
  toValues: ({ name, email, nuit, phoneNumber, address }) => ({ name, email, nuit, phoneNumber, address }),
  create: async (client, input) =>
    (await client.mutate({ mutation: CreateEnterprise, variables: { input } })).data?.createEnterprise,
  update: async (client, id, input) =>
    (await client.mutate({ mutation: UpdateEnterprise, variables: { id, input } })).data?.updateEnterprise,
};
