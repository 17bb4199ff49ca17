import { globSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, the gateway's areas' SDL (gateway/src/modules/<area>/<area>.graphql), feeds two outputs: the gateway's
// resolver types, whose mappers tie GraphQL types to the REST shapes of api responses, and the web's typed documents.
const SCHEMA = 'gateway/src/modules/*/*.graphql';

// Each area's mappers are pure data (<area>.mappers.ts), found by their name: a new area needs no line here.
const require = createRequire(import.meta.url);
const mappers: Record<string, string> = Object.assign(
  {},
  ...globSync('gateway/src/modules/*/*.mappers.ts', { cwd: import.meta.dirname })
    .sort()
    .map((file) => (require(`./${file}`) as { mappers: Record<string, string> }).mappers),
);

const config: CodegenConfig = {
  schema: SCHEMA,
  overwrite: true,
  generates: {
    'gateway/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        mapperTypeSuffix: 'Model',
        // The REST shapes are the api's response types (domain/src/contracts/<resource>.ts), each area's in its
        // <area>.mappers.ts; codegen imports each as <Name>ResponseModel.
        mappers,
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
