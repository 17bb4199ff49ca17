import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './payment-agreements.mappers.ts';
import { paymentAgreementsResolvers } from './payment-agreements.resolvers.ts';
import { PaymentAgreementsSource } from './payment-agreements.source.ts';

export const paymentAgreementsModule = {
  name: 'paymentAgreements',
  typeDefs: sdl(new URL('./payment-agreements.graphql', import.meta.url)),
  sources: { paymentAgreements: PaymentAgreementsSource },
  resolvers: paymentAgreementsResolvers,
  mappers,
} satisfies GatewayModule;
