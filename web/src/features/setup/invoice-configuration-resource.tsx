import {
  type InvoiceConfigurationFields,
  invoiceConfigurationFormSchema,
} from '@agua/domain/contracts/invoice-configuration';
import { messages } from '@agua/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { graphql } from '../../gql/gql.ts';
import { activeColumn } from './active-badge.tsx';
import type { SetupData, SetupResource } from './setup-resource.ts';

type Row = SetupData['invoiceConfigurations'][number];

const CreateInvoiceConfiguration = graphql(
  `mutation CreateInvoiceConfiguration($input: InvoiceConfigurationInput!) { createInvoiceConfiguration(input: $input) { ...MutationResult } }`,
);
const UpdateInvoiceConfiguration = graphql(
  `mutation UpdateInvoiceConfiguration($id: ID!, $input: InvoiceConfigurationInput!) { updateInvoiceConfiguration(id: $id, input: $input) { ...MutationResult } }`,
);

const f = messages.setup.fields;

/** Factura: the payment term of new invoices (the newest active one applies: limitDate = issue + maximum). */
export const invoiceConfigurationResource: SetupResource<
  Row,
  z.input<typeof invoiceConfigurationFormSchema>,
  InvoiceConfigurationFields
> = {
  key: 'invoice',
  rows: (data) => data.invoiceConfigurations,
  rowKey: (row) => row.invoiceConfigurationId,
  columns: () => [
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
    activeColumn(),
  ],
  fields: [
    { kind: 'text', name: 'description', label: f.description, required: true },
    { kind: 'text', name: 'minInterval', label: f.minIntervalDays, digitsOnly: true, required: true },
    { kind: 'text', name: 'maxInterval', label: f.maxIntervalDays, digitsOnly: true, required: true },
    { kind: 'checkbox', name: 'active', label: f.active },
  ],
  resolver: zodResolver(invoiceConfigurationFormSchema),
  empty: { description: '', minInterval: '', maxInterval: '', active: true },
  toValues: (row) => ({
    description: row.description,
    minInterval: String(row.minInterval),
    maxInterval: String(row.maxInterval),
    active: row.active,
  }),
  create: async (client, input) =>
    (await client.mutate({ mutation: CreateInvoiceConfiguration, variables: { input } })).data
      ?.createInvoiceConfiguration,
  update: async (client, id, input) =>
    (await client.mutate({ mutation: UpdateInvoiceConfiguration, variables: { id, input } })).data
      ?.updateInvoiceConfiguration,
};
