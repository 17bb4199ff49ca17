import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './reading-route.mappers.ts';
import { readingRouteResolvers } from './reading-route.resolvers.ts';
import { ReadingRouteSource } from './reading-route.source.ts';

export const readingRouteModule = {
  name: 'readingRoute',
  typeDefs: sdl(new URL('./reading-route.graphql', import.meta.url)),
  sources: { readingRoute: ReadingRouteSource },
  resolvers: readingRouteResolvers,
  mappers,
} satisfies GatewayModule;
