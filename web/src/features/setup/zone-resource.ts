import { type ZoneFields, zoneFormSchema } from '@agua/domain/contracts/zone';
import { messages } from '@agua/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { graphql } from '../../gql/gql.ts';
import type { SetupData, SetupResource } from './setup-resource.ts';

type Row = SetupData['zones'][number];

const CreateZone = graphql(
  `mutation CreateZone($input: ZoneInput!) { createZone(input: $input) { ...MutationResult } }`,
);
const UpdateZone = graphql(
  `mutation UpdateZone($id: ID!, $input: ZoneInput!) { updateZone(id: $id, input: $input) { ...MutationResult } }`,
);

const f = messages.setup.fields;
const toInput = (values: ZoneFields) => ({ ...values, enterpriseId: String(values.enterpriseId) });

/** Zona: the bairros, each served by one enterprise (the table shows the enterprise's name). */
export const zoneResource: SetupResource<Row, z.input<typeof zoneFormSchema>, ZoneFields> = {
  key: 'zone',
  rows: (data) => data.zones,
  rowKey: (row) => row.zoneId,
  columns: () => [
    { id: 'zoneId', header: f.id, accessor: (row) => Number(row.zoneId), sortable: true, className: 'w-16' },
    { id: 'designation', header: f.designation, accessor: 'designation', sortable: true },
    { id: 'description', header: f.description, accessor: 'description', sortable: true },
    { id: 'enterprise', header: f.enterprise, accessor: (row) => row.enterprise.name, sortable: true },
  ],
  fields: [
    { kind: 'text', name: 'designation', label: f.designation, required: true },
    {
      kind: 'select',
      name: 'enterpriseId',
      label: f.enterprise,
      required: true,
      options: (data) => data.enterprises.map((e) => ({ value: String(e.enterpriseId), label: e.name })),
    },
    { kind: 'text', name: 'description', label: f.description, required: true },
  ],
  resolver: zodResolver(zoneFormSchema),
  empty: { designation: '', description: '', enterpriseId: '' },
  toValues: (row) => ({
    designation: row.designation,
    description: row.description,
    enterpriseId: String(row.enterpriseId),
  }),
  create: async (client, values) =>
    (await client.mutate({ mutation: CreateZone, variables: { input: toInput(values) } })).data?.createZone,
  update: async (client, id, values) =>
    (await client.mutate({ mutation: UpdateZone, variables: { id, input: toInput(values) } })).data
      ?.updateZone,
};
