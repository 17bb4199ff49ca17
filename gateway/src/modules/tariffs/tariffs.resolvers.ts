import type { Resolvers } from '../../generated/resolvers.ts';
import { deletePayload, mutationPayload } from '../../mutation-payload.ts';

/** tariffs.graphql: versions per contract type, the quote, and an invoice's lines (already in its REST answer). */
export const tariffsResolvers: Resolvers = {
  ContractType: {
    tariffs: (type, _args, { dataSources }) => dataSources.tariffs.versions(String(type.contractTypeId)),
  },
  Invoice: {
    lines: (invoice) => invoice.lines,
    vatAmount: (invoice) => invoice.vatAmount,
    tariffVersionId: (invoice) => (invoice.tariffVersionId === null ? null : String(invoice.tariffVersionId)),
  },
  Query: {
    tariffQuote: (_root, { contractTypeId, consumption, date }, { dataSources }) =>
      dataSources.tariffs.quote(contractTypeId, consumption, date),
  },
  Mutation: {
    createTariffVersion: (_root, { contractTypeId, input }, { dataSources }) =>
      mutationPayload(
        async () => ({ tariffVersion: await dataSources.tariffs.create(contractTypeId, input) }),
        {
          tariffVersion: null,
        },
      ),
    updateTariffVersion: (_root, { contractTypeId, id, input }, { dataSources }) =>
      mutationPayload(
        async () => ({ tariffVersion: await dataSources.tariffs.update(contractTypeId, id, input) }),
        { tariffVersion: null },
      ),
    deleteTariffVersion: (_root, { contractTypeId, id }, { dataSources }) =>
      deletePayload(() => dataSources.tariffs.remove(contractTypeId, id)),
  },
};
