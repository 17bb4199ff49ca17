import { roleLabel } from '@agua/domain/roles';
import { AUTH_FAILURES } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** auth.graphql: the session. */
export const authResolvers: Resolvers = {
  Query: {
    me: (_root, _args, { dataSources }) => dataSources.auth.me(),
  },

  // Wrong credentials, a throttled login or a reused refresh token are answers for the login form, not faults.
  Mutation: {
    login: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => {
          const answer = await dataSources.auth.login(input);
          return 'twoFactorToken' in answer
            ? { session: null, twoFactorToken: answer.twoFactorToken }
            : { session: answer, twoFactorToken: null };
        },
        { session: null, twoFactorToken: null },
        AUTH_FAILURES,
      ),

    loginWithTwoFactor: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => ({ session: await dataSources.auth.loginWithTwoFactor(input), twoFactorToken: null }),
        { session: null, twoFactorToken: null },
        AUTH_FAILURES,
      ),

    refreshToken: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => ({ session: await dataSources.auth.refresh(input.refreshToken), twoFactorToken: null }),
        { session: null, twoFactorToken: null },
        AUTH_FAILURES,
      ),

    logout: async (_root, { input }, { dataSources }) => {
      await dataSources.auth.logout(input.refreshToken);
      return true;
    },
  },

  Me: {
    roleLabel: (me) => roleLabel(me.role),
  },
};
