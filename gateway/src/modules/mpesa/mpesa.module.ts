import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './mpesa.mappers.ts';
import { mpesaResolvers } from './mpesa.resolvers.ts';
import { MpesaPaymentsSource } from './mpesa.source.ts';

export const mpesaModule = {
  name: 'mpesa',
  typeDefs: sdl(new URL('./mpesa.graphql', import.meta.url)),
  sources: { mpesaPayments: MpesaPaymentsSource },
  resolvers: mpesaResolvers,
  mappers,
} satisfies GatewayModule;
