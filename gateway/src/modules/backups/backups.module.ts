import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './backups.mappers.ts';
import { backupsResolvers } from './backups.resolvers.ts';
import { BackupsSource } from './backups.source.ts';

export const backupsModule = {
  name: 'backups',
  typeDefs: sdl(new URL('./backups.graphql', import.meta.url)),
  sources: { backups: BackupsSource },
  resolvers: backupsResolvers,
  mappers,
} satisfies GatewayModule;
