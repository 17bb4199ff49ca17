import type { ReadingResolvers } from '../generated/resolvers.ts';

/** A reading's client and meter through batched loaders (one call per list each), its invoice on demand. */
export const Reading: ReadingResolvers = {
  client: (reading, _args, { dataSources }) => dataSources.clients.byId.load(reading.clientId),
  // Through the client's meters: one batched call per page of readings, as for the client.
  meter: async (reading, _args, { dataSources }) => {
    const meters = await dataSources.meters.byClientId.load(reading.clientId);
    return meters.find((meter) => String(meter.meterId) === String(reading.meterId)) ?? null;
  },
  invoice: (reading, _args, { dataSources }) => dataSources.invoices.byReading(reading.readingId),
};
