import { type GatewayModule, sdl } from '../../module.ts';
import { baseResolvers } from './base.resolvers.ts';

export const baseModule = {
  name: 'base',
  typeDefs: sdl(new URL('./base.graphql', import.meta.url)),
  sources: {},
  resolvers: baseResolvers,
  mappers: {},
} satisfies GatewayModule;
