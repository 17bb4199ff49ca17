import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './auth.mappers.ts';
import { authResolvers } from './auth.resolvers.ts';
import { AuthSource } from './auth.source.ts';

export const authModule = {
  name: 'auth',
  typeDefs: sdl(new URL('./auth.graphql', import.meta.url)),
  sources: { auth: AuthSource },
  resolvers: authResolvers,
  mappers,
} satisfies GatewayModule;
