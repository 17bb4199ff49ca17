import type { Resolvers } from '../../generated/resolvers.ts';

/** imports.graphql: Importar Dados's history, the imports left unfinished, and one queued import's progress. */
export const importsResolvers: Resolvers = {
  Query: {
    clientImports: (_root, _args, { dataSources }) => dataSources.imports.list(),
    clientImport: (_root, { importId }, { dataSources }) => dataSources.imports.find(importId),
    unfinishedClientImports: (_root, _args, { dataSources }) => dataSources.imports.unfinished(),
  },
};
