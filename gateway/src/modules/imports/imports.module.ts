import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './imports.mappers.ts';
import { importsResolvers } from './imports.resolvers.ts';
import { ImportsSource } from './imports.source.ts';

export const importsModule = {
  name: 'imports',
  typeDefs: sdl(new URL('./imports.graphql', import.meta.url)),
  sources: { imports: ImportsSource },
  resolvers: importsResolvers,
  mappers,
} satisfies GatewayModule;
