import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './tills.mappers.ts';
import { tillsResolvers } from './tills.resolvers.ts';
import { TillsSource } from './tills.source.ts';

export const tillsModule = {
  name: 'tills',
  typeDefs: sdl(new URL('./tills.graphql', import.meta.url)),
  sources: { tills: TillsSource },
  resolvers: tillsResolvers,
  mappers,
} satisfies GatewayModule;
