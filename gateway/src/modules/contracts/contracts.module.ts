import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './contracts.mappers.ts';
import { contractsResolvers } from './contracts.resolvers.ts';
import { ContractsSource } from './contracts.source.ts';

export const contractsModule = {
  name: 'contracts',
  typeDefs: sdl(new URL('./contracts.graphql', import.meta.url)),
  sources: { contracts: ContractsSource },
  resolvers: contractsResolvers,
  mappers,
} satisfies GatewayModule;
