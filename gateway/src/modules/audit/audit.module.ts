import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './audit.mappers.ts';
import { auditResolvers } from './audit.resolvers.ts';
import { AuditSource } from './audit.source.ts';

export const auditModule = {
  name: 'audit',
  typeDefs: sdl(new URL('./audit.graphql', import.meta.url)),
  sources: { audit: AuditSource },
  resolvers: auditResolvers,
  mappers,
} satisfies GatewayModule;
