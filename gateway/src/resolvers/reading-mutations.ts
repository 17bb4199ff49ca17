import { messages } from '@agua/domain/messages';
import { failurePayload } from '../errors.ts';
import type { MutationResolvers } from '../generated/resolvers.ts';

const ok = { message: null, inputErrors: [] };

/** Registering, editing and approving readings, and issuing their invoices (schema/readings.graphql). */
export const readingMutations: Pick<
  MutationResolvers,
  'createReading' | 'updateReading' | 'bulkUpdateReadings' | 'createInvoice'
> = {
  createReading: async (_root, { input }, { dataSources }) => {
    try {
      const { invoice, ...reading } = await dataSources.readings.create(input);
      return { reading, invoice, ...ok };
    } catch (error) {
      return { reading: null, invoice: null, ...failurePayload(error) };
    }
  },

  updateReading: async (_root, { id, input }, { dataSources }) => {
    try {
      return { reading: await dataSources.readings.update(id, input), invoice: null, ...ok };
    } catch (error) {
      return { reading: null, invoice: null, ...failurePayload(error) };
    }
  },

  bulkUpdateReadings: async (_root, { input }, { dataSources }) => {
    try {
      if (input.filter && input.readingIds == null) {
        const updated = await dataSources.readings.bulkUpdateMatching(input.filter, input.state);
        return { readings: [], updated, ...ok };
      }
      if (!input.readingIds || input.filter) {
        return { readings: [], updated: 0, message: messages.readings.rules.bulkTarget, inputErrors: [] };
      }
      const readings = await dataSources.readings.bulkUpdate(input.readingIds, input.state);
      return { readings, updated: readings.length, ...ok };
    } catch (error) {
      return { readings: [], updated: 0, ...failurePayload(error) };
    }
  },

  createInvoice: async (_root, { readingId }, { dataSources }) => {
    try {
      return { invoice: await dataSources.invoices.create(readingId), ...ok };
    } catch (error) {
      return { invoice: null, ...failurePayload(error) };
    }
  },
};
