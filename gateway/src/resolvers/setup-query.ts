import { messages } from '@agua/domain/messages';
import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../generated/resolvers.ts';

const notFound = (message: string) => new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });

/** Loads one row through a DataLoader, so a screen asking the same id twice costs one call. */
async function required<T>(row: Promise<T | null>, message: string): Promise<T> {
  const found = await row;
  if (!found) throw notFound(message);
  return found;
}

const m = messages.setup.notFound;

/** The setup reads (Parametrização and the selects of other screens). */
export const SetupQuery: QueryResolvers = {
  enterprises: (_root, _args, { dataSources }) => dataSources.enterprises.list(),
  enterprise: (_root, { id }, { dataSources }) =>
    required(dataSources.enterprises.byId.load(id), m.enterprise),
  zones: (_root, { enterpriseId }, { dataSources }) => dataSources.zones.list(enterpriseId),
  zone: (_root, { id }, { dataSources }) => required(dataSources.zones.byId.load(id), m.zone),
  contractTypes: (_root, _args, { dataSources }) => dataSources.contractTypes.list(),
  contractType: (_root, { id }, { dataSources }) =>
    required(dataSources.contractTypes.byId.load(id), m.contractType),
  fineConfigurations: (_root, _args, { dataSources }) => dataSources.fineConfigurations.list(),
  lastActiveFineConfiguration: (_root, _args, { dataSources }) => dataSources.fineConfigurations.lastActive(),
  invoiceConfigurations: (_root, _args, { dataSources }) => dataSources.invoiceConfigurations.list(),
  fineConfiguration: (_root, { id }, { dataSources }) =>
    required(dataSources.fineConfigurations.byId.load(id), m.fineConfiguration),
  invoiceConfiguration: (_root, { id }, { dataSources }) =>
    required(dataSources.invoiceConfigurations.byId.load(id), m.invoiceConfiguration),
  rubrics: (_root, _args, { dataSources }) => dataSources.rubrics.list(),
  rubric: (_root, { id }, { dataSources }) => required(dataSources.rubrics.byId.load(id), m.rubric),
  rubricsByClient: (_root, { clientId }, { dataSources }) => dataSources.rubrics.byClient(clientId),
  rubricsByMeter: (_root, { meterId }, { dataSources }) => dataSources.rubrics.byMeter(meterId),
  lastRubricOfClient: (_root, { clientId }, { dataSources }) => dataSources.rubrics.lastOfClient(clientId),
  users: (_root, _args, { dataSources }) => dataSources.users.list(),
  user: (_root, { id }, { dataSources }) =>
    required(dataSources.users.byId.load(id), messages.api.userNotFound),
  roles: (_root, _args, { dataSources }) => dataSources.users.roles(),
};
