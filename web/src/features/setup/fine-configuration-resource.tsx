import {
  type FineConfigurationFields,
  fineConfigurationFormSchema,
} from '@agua/domain/contracts/fine-configuration';
import { messages } from '@agua/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { graphql } from '../../gql/gql.ts';
import { activeColumn } from './active-badge.tsx';
import { percentText } from './decimal-input.ts';
import type { SetupData, SetupResource } from './setup-resource.ts';

type Row = SetupData['fineConfigurations'][number];

const CreateFineConfiguration = graphql(
  `mutation CreateFineConfiguration($input: FineConfigurationInput!) { createFineConfiguration(input: $input) { ...MutationResult } }`,
);
const UpdateFineConfiguration = graphql(
  `mutation UpdateFineConfiguration($id: ID!, $input: FineConfigurationInput!) { updateFineConfiguration(id: $id, input: $input) { ...MutationResult } }`,
);

const f = messages.setup.fields;

/** Multa (%): fine tiers over days overdue. */
export const fineConfigurationResource: SetupResource<
  Row,
  z.input<typeof fineConfigurationFormSchema>,
  FineConfigurationFields
> = {
  key: 'fine',
  rows: (data) => data.fineConfigurations,
  rowKey: (row) => row.fineConfigurationId,
  columns: () => [
    {
      id: 'fineConfigurationId',
      header: f.id,
      accessor: (row) => Number(row.fineConfigurationId),
      sortable: true,
      className: 'w-16',
    },
    {
      id: 'minInterval',
      header: f.minIntervalDays,
      accessor: 'minInterval',
      sortable: true,
      align: 'right',
    },
    {
      id: 'maxInterval',
      header: f.maxIntervalDays,
      accessor: 'maxInterval',
      sortable: true,
      align: 'right',
    },
    {
      id: 'acruedFinePercentage',
      header: f.acruedFinePercentage,
      accessor: 'acruedFinePercentage',
      cell: (row) => `${row.acruedFinePercentage.toLocaleString('pt-PT')} %`,
      sortable: true,
      align: 'right',
    },
    activeColumn(),
  ],
  fields: [
    { kind: 'text', name: 'minInterval', label: f.minIntervalDays, digitsOnly: true, required: true },
    { kind: 'text', name: 'maxInterval', label: f.maxIntervalDays, digitsOnly: true, required: true },
    { kind: 'percent', name: 'acruedFinePercentage', label: f.acruedFinePercentage, required: true },
    { kind: 'checkbox', name: 'active', label: f.active },
  ],
  resolver: zodResolver(fineConfigurationFormSchema),
  empty: { minInterval: '', maxInterval: '', acruedFinePercentage: '', active: true },
  toValues: (row) => ({
    minInterval: String(row.minInterval),
    maxInterval: String(row.maxInterval),
    acruedFinePercentage: percentText(row.acruedFinePercentage),
    active: row.active,
  }),
  create: async (client, input) =>
    (await client.mutate({ mutation: CreateFineConfiguration, variables: { input } })).data
      ?.createFineConfiguration,
  update: async (client, id, input) =>
    (await client.mutate({ mutation: UpdateFineConfiguration, variables: { id, input } })).data
      ?.updateFineConfiguration,
};
