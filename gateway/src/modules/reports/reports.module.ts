import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './reports.mappers.ts';
import { reportsResolvers } from './reports.resolvers.ts';
import { ReportsSource } from './reports.source.ts';

export const reportsModule = {
  name: 'reports',
  typeDefs: sdl(new URL('./reports.graphql', import.meta.url)),
  sources: { reports: ReportsSource },
  resolvers: reportsResolvers,
  mappers,
} satisfies GatewayModule;
