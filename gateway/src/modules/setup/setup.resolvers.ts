import { messages } from '@agua/domain/messages';
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../generated/resolvers.ts';
import { deletePayload, mutationPayload } from '../../mutation-payload.ts';
import { required } from '../required.ts';

const m = messages.setup.notFound;

/**
 * setup.graphql (Parametrização, and the selects of other screens): enterprises, zones, contract types, fine
 * and invoice configurations, rubrics. The writes are for administrators: the api answers a technician with 403.
 */
export const setupResolvers: Resolvers = {
  Query: {
    enterprises: (_root, _args, { dataSources }) => dataSources.enterprises.list(),
    enterprise: (_root, { id }, { dataSources }) =>
      required(dataSources.enterprises.byId.load(id), m.enterprise),
    zones: (_root, { enterpriseId }, { dataSources }) => dataSources.zones.list(enterpriseId),
    zone: (_root, { id }, { dataSources }) => required(dataSources.zones.byId.load(id), m.zone),
    contractTypes: (_root, _args, { dataSources }) => dataSources.contractTypes.list(),
    contractType: (_root, { id }, { dataSources }) =>
      required(dataSources.contractTypes.byId.load(id), m.contractType),
    fineConfigurations: (_root, _args, { dataSources }) => dataSources.fineConfigurations.list(),
    lastActiveFineConfiguration: (_root, _args, { dataSources }) =>
      dataSources.fineConfigurations.lastActive(),
    fineConfiguration: (_root, { id }, { dataSources }) =>
      required(dataSources.fineConfigurations.byId.load(id), m.fineConfiguration),
    invoiceConfigurations: (_root, _args, { dataSources }) => dataSources.invoiceConfigurations.list(),
    invoiceConfiguration: (_root, { id }, { dataSources }) =>
      required(dataSources.invoiceConfigurations.byId.load(id), m.invoiceConfiguration),
    rubrics: (_root, _args, { dataSources }) => dataSources.rubrics.list(),
    rubric: (_root, { id }, { dataSources }) => required(dataSources.rubrics.byId.load(id), m.rubric),
    rubricsByClient: (_root, { clientId }, { dataSources }) => dataSources.rubrics.byClient(clientId),
    rubricsByMeter: (_root, { meterId }, { dataSources }) => dataSources.rubrics.byMeter(meterId),
    lastRubricOfClient: (_root, { clientId }, { dataSources }) => dataSources.rubrics.lastOfClient(clientId),
  },

  Mutation: {
    createEnterprise: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ enterprise: await dataSources.enterprises.create(input) }), {
        enterprise: null,
      }),
    updateEnterprise: (_root, { id, input }, { dataSources }) =>
      mutationPayload(async () => ({ enterprise: await dataSources.enterprises.update(id, input) }), {
        enterprise: null,
      }),
    deleteEnterprise: (_root, { id }, { dataSources }) =>
      deletePayload(() => dataSources.enterprises.remove(id)),

    createZone: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ zone: await dataSources.zones.create(input) }), { zone: null }),
    updateZone: (_root, { id, input }, { dataSources }) =>
      mutationPayload(async () => ({ zone: await dataSources.zones.update(id, input) }), { zone: null }),
    deleteZone: (_root, { id }, { dataSources }) => deletePayload(() => dataSources.zones.remove(id)),

    createContractType: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ contractType: await dataSources.contractTypes.create(input) }), {
        contractType: null,
      }),
    updateContractType: (_root, { id, input }, { dataSources }) =>
      mutationPayload(async () => ({ contractType: await dataSources.contractTypes.update(id, input) }), {
        contractType: null,
      }),
    deleteContractType: (_root, { id }, { dataSources }) =>
      deletePayload(() => dataSources.contractTypes.remove(id)),

    createFineConfiguration: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => ({ fineConfiguration: await dataSources.fineConfigurations.create(input) }),
        {
          fineConfiguration: null,
        },
      ),
    updateFineConfiguration: (_root, { id, input }, { dataSources }) =>
      mutationPayload(
        async () => ({ fineConfiguration: await dataSources.fineConfigurations.update(id, input) }),
        { fineConfiguration: null },
      ),
    deleteFineConfiguration: (_root, { id }, { dataSources }) =>
      deletePayload(() => dataSources.fineConfigurations.remove(id)),

    createInvoiceConfiguration: (_root, { input }, { dataSources }) =>
      mutationPayload(
        async () => ({ invoiceConfiguration: await dataSources.invoiceConfigurations.create(input) }),
        { invoiceConfiguration: null },
      ),
    updateInvoiceConfiguration: (_root, { id, input }, { dataSources }) =>
      mutationPayload(
        async () => ({ invoiceConfiguration: await dataSources.invoiceConfigurations.update(id, input) }),
        { invoiceConfiguration: null },
      ),
    deleteInvoiceConfiguration: (_root, { id }, { dataSources }) =>
      deletePayload(() => dataSources.invoiceConfigurations.remove(id)),

    createRubric: (_root, { input }, { dataSources }) =>
      mutationPayload(async () => ({ rubric: await dataSources.rubrics.create(input) }), { rubric: null }),
    updateRubric: (_root, { id, input }, { dataSources }) =>
      mutationPayload(async () => ({ rubric: await dataSources.rubrics.update(id, input) }), {
        rubric: null,
      }),
    deleteRubric: (_root, { id }, { dataSources }) => deletePayload(() => dataSources.rubrics.remove(id)),
  },

  Enterprise: {
    // Batched: the zones of every enterprise in a list come from one `GET /zone?enterpriseIds=…`.
    zones: (enterprise, _args, { dataSources }) =>
      dataSources.zones.byEnterpriseId.load(enterprise.enterpriseId),
  },

  Zone: {
    // A zone table of any length costs one `GET /enterprise?ids=…` for all its enterprises.
    enterprise: async (zone, _args, { dataSources }) => {
      const enterprise = await dataSources.enterprises.byId.load(zone.enterpriseId);
      if (!enterprise) {
        throw new GraphQLError(`Empresa ${zone.enterpriseId} não encontrada.`, {
          extensions: { code: 'NOT_FOUND' },
        });
      }
      return enterprise;
    },
  },
};
