import type { QueryResolvers } from '../generated/resolvers.ts';

/** The reading screens' reads (schema/readings.graphql). */
export const readingQueries: Pick<
  QueryResolvers,
  'readings' | 'readingsPage' | 'reading' | 'previousReading' | 'invoiceByReading'
> = {
  readings: (_root, { zoneId, state }, { dataSources }) => dataSources.readings.list({ zoneId, state }),
  readingsPage: async (_root, args, { dataSources }) => {
    const { rows, total } = await dataSources.readings.page(args);
    return { items: rows, total };
  },
  reading: (_root, { id }, { dataSources }) => dataSources.readings.one(id),
  previousReading: (_root, { meterId, readingYear, readingMonth }, { dataSources }) =>
    dataSources.readings.previous(meterId, readingYear, readingMonth),
  invoiceByReading: (_root, { readingId }, { dataSources }) => dataSources.invoices.byReading(readingId),
};
