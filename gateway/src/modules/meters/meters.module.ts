import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './meters.mappers.ts';
import { metersResolvers } from './meters.resolvers.ts';
import { MetersSource } from './meters.source.ts';

export const metersModule = {
  name: 'meters',
  typeDefs: sdl(new URL('./meters.graphql', import.meta.url)),
  sources: { meters: MetersSource },
  resolvers: metersResolvers,
  mappers,
} satisfies GatewayModule;
