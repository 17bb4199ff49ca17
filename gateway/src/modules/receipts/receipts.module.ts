import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './receipts.mappers.ts';
import { receiptsResolvers } from './receipts.resolvers.ts';
import { ReceiptsSource } from './receipts.source.ts';

export const receiptsModule = {
  name: 'receipts',
  typeDefs: sdl(new URL('./receipts.graphql', import.meta.url)),
  sources: { receipts: ReceiptsSource },
  resolvers: receiptsResolvers,
  mappers,
} satisfies GatewayModule;
