import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './readings.mappers.ts';
import { readingsResolvers } from './readings.resolvers.ts';
import { ReadingsSource } from './readings.source.ts';

export const readingsModule = {
  name: 'readings',
  typeDefs: sdl(new URL('./readings.graphql', import.meta.url)),
  sources: { readings: ReadingsSource },
  resolvers: readingsResolvers,
  mappers,
} satisfies GatewayModule;
