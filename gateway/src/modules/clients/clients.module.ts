import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './clients.mappers.ts';
import { clientsResolvers } from './clients.resolvers.ts';
import { ClientsSource } from './clients.source.ts';

export const clientsModule = {
  name: 'clients',
  typeDefs: sdl(new URL('./clients.graphql', import.meta.url)),
  sources: { clients: ClientsSource },
  resolvers: clientsResolvers,
  mappers,
} satisfies GatewayModule;
