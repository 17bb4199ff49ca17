import type { Resolvers } from '../../generated/resolvers.ts';

/** imports.graphql: Importar Dados's history. */
export const importsResolvers: Resolvers = {
  Query: {
    clientImports: (_root, _args, { dataSources }) => dataSources.imports.list(),
  },
};
