import type { Resolvers } from '../../generated/resolvers.ts';
import { deletePayload, mutationPayload } from '../../mutation-payload.ts';

/** reading-anomalies.graphql: the anomaly codes and each contract type's reading rules. */
export const readingAnomaliesResolvers: Resolvers = {
  Query: {
    readingAnomalies: async (_root, { activeOnly }, { dataSources }) => {
      const rows = await dataSources.readingAnomalies.list();
      return activeOnly ? rows.filter((row) => row.active) : rows;
    },
    readingThresholds: (_root, { contractTypeId }, { dataSources }) =>
      dataSources.readingAnomalies.thresholds(contractTypeId),
  },
  Mutation: {
    createReadingAnomaly: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ anomaly: await dataSources.readingAnomalies.create(input) }), {
        anomaly: null,
      }),
    updateReadingAnomaly: (_root, { id, input }, { dataSources }) =>
      mutationPayload(async () => ({ anomaly: await dataSources.readingAnomalies.update(id, input) }), {
        anomaly: null,
      }),
    deleteReadingAnomaly: (_root, { id }, { dataSources }) =>
      deletePayload(() => dataSources.readingAnomalies.remove(id)),
    updateReadingThresholds: (_root, { contractTypeId, input }, { dataSources }) =>
      mutationPayload(
        async () => ({ thresholds: await dataSources.readingAnomalies.setThresholds(contractTypeId, input) }),
        { thresholds: null },
      ),
  },
};
