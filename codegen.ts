import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema (schema/*.graphql) feeds two outputs: the gateway's resolver types, whose mappers tie GraphQL
// types to the REST shapes of api responses, and the web's typed documents.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  overwrite: true,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          AuthSession: '../modules/auth/auth.source.ts#AuthSessionRest',
          Me: '../modules/auth/auth.source.ts#MeRest',
          Enterprise: '../modules/setup/enterprises.source.ts#EnterpriseRest',
          Zone: '../modules/setup/zones.source.ts#ZoneRest',
          ContractType: '../modules/setup/contract-types.source.ts#ContractTypeRest',
          FineConfiguration: '../modules/setup/fine-configurations.source.ts#FineConfigurationRest',
          InvoiceConfiguration: '../modules/setup/invoice-configurations.source.ts#InvoiceConfigurationRest',
          Rubric: '../modules/setup/rubrics.source.ts#RubricRest',
          User: '../modules/users/users.source.ts#UserRest',
          RoleOption: '../modules/users/users.source.ts#RoleOptionRest',
          Client: '../modules/clients/clients.source.ts#ClientRest',
          Meter: '../modules/meters/meters.source.ts#MeterRest',
          Contract: '../modules/contracts/contracts.source.ts#ContractRest',
          Reading: '../modules/readings/readings.source.ts#ReadingRest',
          Invoice: '../modules/invoices/invoices.source.ts#InvoiceRest',
        },
        enumsAsTypes: true,
        // Money: an input reaches resolvers as integer centavos (the scalar's parseValue); an output is the api's
        // amount in meticais, which the scalar writes as a 2-decimal string.
        scalars: {
          ID: { input: 'string', output: 'string | number' },
          Money: { input: 'number', output: 'number | string' },
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Money: 'string' } },
    },
  },
  hooks: { afterAllFileWrite: ['biome format --write --no-errors-on-unmatched'] },
};

export default config;
