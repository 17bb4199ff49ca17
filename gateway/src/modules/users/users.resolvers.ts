import { messages } from '@agua/domain/messages';
import type { Resolvers } from '../../generated/resolvers.ts';
import { deletePayload, mutationPayload } from '../../mutation-payload.ts';
import { required } from '../required.ts';

/** users.graphql, the Utilizador tab of Parametrização: staff accounts (the api answers a technician with 403). */
export const usersResolvers: Resolvers = {
  Query: {
    users: (_root, _args, { dataSources }) => dataSources.users.list(),
    user: (_root, { id }, { dataSources }) =>
      required(dataSources.users.byId.load(id), messages.api.userNotFound),
    roles: (_root, _args, { dataSources }) => dataSources.users.roles(),
  },

  Mutation: {
    createUser: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ user: await dataSources.users.create(input) }), { user: null }),
    updateUser: (_root, { id, input }, { dataSources }) =>
      mutationPayload(async () => ({ user: await dataSources.users.update(id, input) }), { user: null }),
    deleteUser: (_root, { id }, { dataSources }) => deletePayload(() => dataSources.users.remove(id)),
  },
};
