import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** backups.graphql: Cópias de Segurança. */
export const backupsResolvers: Resolvers = {
  Query: {
    backupsPage: async (_root, { page, size }, { dataSources }) => {
      const { rows, total } = await dataSources.backups.page(page, size);
      return { items: rows, total };
    },
    backupSettings: (_root, _args, { dataSources }) => dataSources.backups.settings(),
  },
  Mutation: {
    requestBackup: (_root, _args, { dataSources }) =>
      mutationPayload(async () => ({ backup: await dataSources.backups.request() }), { backup: null }),
  },
};
