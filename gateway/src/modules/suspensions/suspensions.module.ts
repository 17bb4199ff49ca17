import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './suspensions.mappers.ts';
import { suspensionsResolvers } from './suspensions.resolvers.ts';
import { SuspensionsSource } from './suspensions.source.ts';

export const suspensionsModule = {
  name: 'suspensions',
  typeDefs: sdl(new URL('./suspensions.graphql', import.meta.url)),
  sources: { suspensions: SuspensionsSource },
  resolvers: suspensionsResolvers,
  mappers,
} satisfies GatewayModule;
