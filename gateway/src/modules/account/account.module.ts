import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './account.mappers.ts';
import { accountResolvers } from './account.resolvers.ts';
import { AccountSource } from './account.source.ts';

export const accountModule = {
  name: 'account',
  typeDefs: sdl(new URL('./account.graphql', import.meta.url)),
  sources: { account: AccountSource },
  resolvers: accountResolvers,
  mappers,
} satisfies GatewayModule;
