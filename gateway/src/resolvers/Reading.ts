import type { ReadingResolvers } from '../generated/resolvers.ts';

/** A reading's client through the clients loader (one batched call per list), its invoice on demand. */
export const Reading: ReadingResolvers = {
  client: (reading, _args, { dataSources }) => dataSources.clients.byId.load(reading.clientId),
  invoice: (reading, _args, { dataSources }) => dataSources.invoices.byReading(reading.readingId),
};
