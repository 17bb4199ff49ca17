import { messages } from '@agua/domain/messages';
import type { Resolvers } from '../../generated/resolvers.ts';
import { InputRefusal, mutationPayload } from '../../mutation-payload.ts';

/** readings.graphql: registering, listing, editing and approving them. */
export const readingsResolvers: Resolvers = {
  Query: {
    readings: (_root, { zoneId, state }, { dataSources }) => dataSources.readings.list({ zoneId, state }),
    readingsPage: async (_root, args, { dataSources }) => {
      const { rows, total } = await dataSources.readings.page(args);
      return { items: rows, total };
    },
    reading: (_root, { id }, { dataSources }) => dataSources.readings.one(id),
    readingExpectation: (_root, { meterId, readingYear, readingMonth }, { dataSources }) =>
      dataSources.readings.expectation(meterId, readingYear, readingMonth),
    meterReadings: (_root, { meterId }, { dataSources }) => dataSources.readings.ofMeter(meterId),
    flaggedReadingsByZone: (_root, { readingYear, readingMonth }, { dataSources }) =>
      dataSources.readings.flaggedByZone(readingYear, readingMonth),
    previousReading: (_root, { meterId, readingYear, readingMonth }, { dataSources }) =>
      dataSources.readings.previous(meterId, readingYear, readingMonth),
    monthReading: (_root, { meterId, readingYear, readingMonth }, { dataSources }) =>
      dataSources.readings.ofMonth(meterId, readingYear, readingMonth),
  },

  Mutation: {
    // The api issues the reading's invoice in the same transaction and answers both.
    createReading: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => {
          const { invoice, alreadyRecorded, ...reading } = await dataSources.readings.create(input);
          return { reading, invoice, alreadyRecorded };
        },
        { reading: null, invoice: null, alreadyRecorded: false },
      ),

    updateReading: (_root, { id, input }, { dataSources }) =>
      mutationPayload(
        async () => ({
          reading: await dataSources.readings.update(id, input),
          invoice: null,
          alreadyRecorded: false,
        }),
        {
          reading: null,
          invoice: null,
          alreadyRecorded: false,
        },
      ),

    bulkUpdateReadings: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => {
          const includeFlagged = input.includeFlagged ?? false;
          if (input.filter && input.readingIds == null) {
            const answer = await dataSources.readings.bulkUpdateMatching(
              input.filter,
              input.state,
              includeFlagged,
            );
            return { readings: [], ...answer };
          }
          if (!input.readingIds || input.filter) throw new InputRefusal(messages.readings.rules.bulkTarget);
          const readings = await dataSources.readings.bulkUpdate(
            input.readingIds,
            input.state,
            includeFlagged,
          );
          const left = readings.filter(
            (r) => r.state === 'PENDING' && r.flags.length > 0 && input.state === 'APPROVED',
          );
          return { readings, updated: readings.length - left.length, flaggedLeftPending: left.length };
        },
        { readings: [], updated: 0, flaggedLeftPending: 0 },
      ),
  },

  // The client page's reading history: one batched call however long the history is.
  Client: {
    readings: async (client, _args, { dataSources }) =>
      (await dataSources.readings.byClientId.load(client.clientId)).filter((row) => row.state !== 'CANCELED'),
  },

  Reading: {
    client: (reading, _args, { dataSources }) => dataSources.clients.byId.load(reading.clientId),
    // Through the client's meters: one batched call per page of readings, as for the client.
    meter: async (reading, _args, { dataSources }) => {
      const meters = await dataSources.meters.byClientId.load(reading.clientId);
      return meters.find((meter) => String(meter.meterId) === String(reading.meterId)) ?? null;
    },
    invoice: (reading, _args, { dataSources }) => dataSources.invoices.byReading(reading.readingId),
    anomaly: (reading, _args, { dataSources }) =>
      reading.anomalyCode === null ? null : dataSources.readingAnomalies.byCode(reading.anomalyCode),
  },
};
