import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './invoices.mappers.ts';
import { invoicesResolvers } from './invoices.resolvers.ts';
import { InvoicesSource } from './invoices.source.ts';

export const invoicesModule = {
  name: 'invoices',
  typeDefs: sdl(new URL('./invoices.graphql', import.meta.url)),
  sources: { invoices: InvoicesSource },
  resolvers: invoicesResolvers,
  mappers,
} satisfies GatewayModule;
