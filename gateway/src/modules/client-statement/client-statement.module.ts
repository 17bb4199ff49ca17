import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './client-statement.mappers.ts';
import { clientStatementResolvers } from './client-statement.resolvers.ts';
import { ClientStatementSource } from './client-statement.source.ts';

export const clientStatementModule = {
  name: 'clientStatement',
  typeDefs: sdl(new URL('./client-statement.graphql', import.meta.url)),
  sources: { clientStatement: ClientStatementSource },
  resolvers: clientStatementResolvers,
  mappers,
} satisfies GatewayModule;
