import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './client-rubrics.mappers.ts';
import { clientRubricsResolvers } from './client-rubrics.resolvers.ts';
import { ClientRubricsSource } from './client-rubrics.source.ts';

export const clientRubricsModule = {
  name: 'clientRubrics',
  typeDefs: sdl(new URL('./client-rubrics.graphql', import.meta.url)),
  sources: { clientRubrics: ClientRubricsSource },
  resolvers: clientRubricsResolvers,
  mappers,
} satisfies GatewayModule;
