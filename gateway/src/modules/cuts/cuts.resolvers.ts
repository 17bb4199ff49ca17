import { messages } from '@agua/domain/messages';
import type { Resolvers } from '../../generated/resolvers.ts';
import { mutationPayload } from '../../mutation-payload.ts';
import { required } from '../required.ts';
import { bulkRefusals } from './cuts.source.ts';

/** cuts.graphql: Registar/Listar Cortes, Religar and the collection workflow (Candidatos a Corte). */
export const cutsResolvers: Resolvers = {
  Query: {
    cutsPage: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.cuts.page(args);
      return { items: rows, total };
    },
    cut: (_root, { id }, { dataSources }) =>
      required(dataSources.cuts.byId.load(id), messages.cuts.api.cutNotFound),
    cutCandidates: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.cuts.candidates(args);
      return { items: rows, total };
    },
  },

  Mutation: {
    createCut: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ cut: await dataSources.cuts.create(input) }), { cut: null }),

    updateCut: (_root, { id, input }, { dataSources }) =>
      mutationPayload(async () => ({ cut: await dataSources.cuts.update(id, input) }), { cut: null }),

    // The api debits the reconnection fee in the same transaction; the payload carries the holder re-read after
    // it, so the screen shows the balance the fee left.
    reconnectCut: (_root, { id, endDate }, { dataSources }) =>
      mutationPayload(
        async () => {
          const cut = await dataSources.cuts.reconnect(id, endDate);
          dataSources.contracts.byClientId.clear(String(cut.clientId));
          return { cut, client: await dataSources.clients.byId.load(cut.clientId) };
        },
        { cut: null, client: null },
      ),

    // All or none: each refused meter comes back in `refused` with the api's reason, and nothing was saved.
    registerCuts: async (_root, { input }, { dataSources }) => {
      let refused: { meterId: number; message: string }[] = [];
      const payload = await mutationPayload(
        async () => {
          try {
            const { cuts } = await dataSources.cuts.bulkCreate(input.meterIds, input.startDate);
            return { cuts };
          } catch (error) {
            refused = bulkRefusals(error).map(({ meterId, message }) => ({ meterId, message }));
            throw error;
          }
        },
        { cuts: [] },
      );
      return { ...payload, refused };
    },
  },

  Cut: {
    zone: (cut, _args, { dataSources }) => dataSources.zones.byId.load(cut.zoneId),
    client: (cut, _args, { dataSources }) => dataSources.clients.byId.load(cut.clientId),
  },
};
