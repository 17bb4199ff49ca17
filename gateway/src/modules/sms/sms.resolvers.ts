import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';

/** sms.graphql: Mensagens SMS (templates), Mensagens (the outbox) and each client's messages. */
export const smsResolvers: Resolvers = {
  Query: {
    smsTemplates: (_root, _args, { dataSources }) => dataSources.sms.templates(),
    smsMessagesPage: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.sms.page(args);
      return { items: rows, total };
    },
    smsMonthlyCounts: (_root, { month }, { dataSources }) => dataSources.sms.monthlyCounts(month),
  },

  Mutation: {
    updateSmsTemplate: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ template: await dataSources.sms.saveTemplate(input) }), {
        template: null,
      }),
    resendSmsMessage: (_root, { id }, { dataSources }) =>
      mutationPayload(async () => ({ smsMessage: await dataSources.sms.resend(id) }), { smsMessage: null }),
    updateSmsOptOut: (_root, { clientId, optedOut }, { dataSources }) =>
      mutationPayload(async () => ({ optOut: await dataSources.sms.setOptOut(clientId, optedOut) }), {
        optOut: null,
      }),
  },

  Client: {
    smsMessages: async (client, { page, size }, { dataSources }) => {
      const { rows, total } = await dataSources.sms.byClient(client.clientId, page, size);
      return { items: rows, total };
    },
    smsOptOut: (client, _args, { dataSources }) => dataSources.sms.optOut(client.clientId),
  },
};
