import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './cuts.mappers.ts';
import { cutsResolvers } from './cuts.resolvers.ts';
import { CutsSource } from './cuts.source.ts';

export const cutsModule = {
  name: 'cuts',
  typeDefs: sdl(new URL('./cuts.graphql', import.meta.url)),
  sources: { cuts: CutsSource },
  resolvers: cutsResolvers,
  mappers,
} satisfies GatewayModule;
