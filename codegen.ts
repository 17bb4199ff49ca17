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
          AuthSession: '../rest/auth.ts#AuthSessionRest',
          Me: '../rest/auth.ts#MeRest',
          Enterprise: '../rest/enterprises.ts#EnterpriseRest',
          Zone: '../rest/zones.ts#ZoneRest',
          ContractType: '../rest/contract-types.ts#ContractTypeRest',
          FineConfiguration: '../rest/fine-configurations.ts#FineConfigurationRest',
          InvoiceConfiguration: '../rest/invoice-configurations.ts#InvoiceConfigurationRest',
          Rubric: '../rest/rubrics.ts#RubricRest',
          User: '../rest/users.ts#UserRest',
          RoleOption: '../rest/users.ts#RoleOptionRest',
          Client: '../rest/clients.ts#ClientRest',
          Meter: '../rest/meters.ts#MeterRest',
          Contract: '../rest/contracts.ts#ContractRest',
          Reading: '../rest/readings.ts#ReadingRest',
          Invoice: '../rest/invoices.ts#InvoiceRest',
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
    // Apollo's cache must know which types implement an interface (every payload implements MutationPayload),
    // or it cannot match a fragment on the interface and drops that fragment's fields from cached results.
    'web/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { deterministic: true },
    },
  },
  hooks: { afterAllFileWrite: ['biome format --write --no-errors-on-unmatched'] },
};

export default config;
