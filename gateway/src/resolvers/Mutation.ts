import { AUTH_FAILURES, failurePayload } from '../errors.ts';
import type { MutationResolvers, ResolversTypes } from '../generated/resolvers.ts';
import type { AuthSessionRest } from '../rest/auth.ts';

type AuthPayload = ResolversTypes['AuthPayload'];

// Wrong credentials, a throttled login or a reused refresh token are answers for the login form, not faults.
async function authPayload(run: () => Promise<AuthSessionRest>): Promise<AuthPayload> {
  try {
    return { session: await run(), message: null, inputErrors: [] };
  } catch (error) {
    return { session: null, ...failurePayload(error, AUTH_FAILURES) };
  }
}

export const Mutation: MutationResolvers = {
  noop: () => true,

  login: (_root, { input }, { dataSources }) => authPayload(() => dataSources.auth.login(input)),

  refreshToken: (_root, { input }, { dataSources }) =>
    authPayload(() => dataSources.auth.refresh(input.refreshToken)),

  logout: async (_root, { input }, { dataSources }) => {
    await dataSources.auth.logout(input.refreshToken);
    return true;
  },
};
