import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './users.mappers.ts';
import { usersResolvers } from './users.resolvers.ts';
import { UsersSource } from './users.source.ts';

export const usersModule = {
  name: 'users',
  typeDefs: sdl(new URL('./users.graphql', import.meta.url)),
  sources: { users: UsersSource },
  resolvers: usersResolvers,
  mappers,
} satisfies GatewayModule;
