import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './api-keys.mappers.ts';
import { apiKeysResolvers } from './api-keys.resolvers.ts';
import { ApiKeysSource } from './api-keys.source.ts';

export const apiKeysModule = {
  name: 'apiKeys',
  typeDefs: sdl(new URL('./api-keys.graphql', import.meta.url)),
  sources: { apiKeys: ApiKeysSource },
  resolvers: apiKeysResolvers,
  mappers,
} satisfies GatewayModule;
