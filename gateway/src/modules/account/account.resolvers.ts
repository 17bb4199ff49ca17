import { USER_FAILURES } from '../../errors.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** A session already over (or another's) is an answer for the list, not a fault. */
const SESSION_FAILURES: ReadonlySet<number> = new Set([...USER_FAILURES, 404]);

/** account.graphql: one's own account (Definições) and the rules for every account. */
export const accountResolvers: Resolvers = {
  Query: {
    mySessions: (_root, _args, { dataSources }) => dataSources.account.sessions(),
    myTwoFactor: (_root, _args, { dataSources }) => dataSources.account.twoFactor(),
    securitySettings: (_root, _args, { dataSources }) => dataSources.account.securitySettings(),
  },

  Mutation: {
    changePassword: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => ({ session: await dataSources.account.changePassword(input), twoFactorToken: null }),
        { session: null, twoFactorToken: null },
      ),
    endSession: (_root, { sessionId }, { dataSources }) =>
      mutationPayload(
        async () => {
          await dataSources.account.endSession(sessionId);
          return { ended: 1 };
        },
        { ended: 0 },
        SESSION_FAILURES,
      ),
    endOtherSessions: (_root, _args, { dataSources }) =>
      mutationPayload(async () => dataSources.account.endOtherSessions(), { ended: 0 }),
    startTwoFactorSetup: (_root, _args, { dataSources }) =>
      mutationPayload(async () => ({ setup: await dataSources.account.startTwoFactorSetup() }), {
        setup: null,
      }),
    confirmTwoFactor: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => dataSources.account.confirmTwoFactor(input), {
        recoveryCodes: null,
        session: null,
      }),
    disableTwoFactor: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => {
          await dataSources.account.disableTwoFactor(input);
          return { done: true };
        },
        { done: false },
      ),
    resetUserTwoFactor: (_root, { id }, { dataSources }) =>
      mutationPayload(
        async () => {
          await dataSources.account.resetUserTwoFactor(id);
          return { done: true };
        },
        { done: false },
      ),
    updateSecuritySettings: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => ({ securitySettings: await dataSources.account.updateSecuritySettings(input) }),
        { securitySettings: null },
      ),
  },
};
