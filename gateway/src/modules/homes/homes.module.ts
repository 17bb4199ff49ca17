import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './homes.mappers.ts';
import { homesResolvers } from './homes.resolvers.ts';
import { HomesSource } from './homes.source.ts';

export const homesModule = {
  name: 'homes',
  typeDefs: sdl(new URL('./homes.graphql', import.meta.url)),
  sources: { homes: HomesSource },
  resolvers: homesResolvers,
  mappers,
} satisfies GatewayModule;
