import { type GatewayModule, sdl } from '../../module.ts';
import { dashboardResolvers } from './dashboard.resolvers.ts';

export const dashboardModule = {
  name: 'dashboard',
  typeDefs: sdl(new URL('./dashboard.graphql', import.meta.url)),
  sources: {},
  resolvers: dashboardResolvers,
  mappers: {},
} satisfies GatewayModule;
