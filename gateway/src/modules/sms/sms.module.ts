import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './sms.mappers.ts';
import { smsResolvers } from './sms.resolvers.ts';
import { SmsSource } from './sms.source.ts';

export const smsModule = {
  name: 'sms',
  typeDefs: sdl(new URL('./sms.graphql', import.meta.url)),
  sources: { sms: SmsSource },
  resolvers: smsResolvers,
  mappers,
} satisfies GatewayModule;
