import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './tariffs.mappers.ts';
import { tariffsResolvers } from './tariffs.resolvers.ts';
import { TariffsSource } from './tariffs.source.ts';

export const tariffsModule = {
  name: 'tariffs',
  typeDefs: sdl(new URL('./tariffs.graphql', import.meta.url)),
  sources: { tariffs: TariffsSource },
  resolvers: tariffsResolvers,
  mappers,
} satisfies GatewayModule;
