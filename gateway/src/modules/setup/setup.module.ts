import { type GatewayModule, sdl } from '../../module.ts';
import { ContractTypesSource } from './contract-types.source.ts';
import { EnterprisesSource } from './enterprises.source.ts';
import { FineConfigurationsSource } from './fine-configurations.source.ts';
import { InvoiceConfigurationsSource } from './invoice-configurations.source.ts';
import { RubricsSource } from './rubrics.source.ts';
import { mappers } from './setup.mappers.ts';
import { setupResolvers } from './setup.resolvers.ts';
import { ZonesSource } from './zones.source.ts';

export const setupModule = {
  name: 'setup',
  typeDefs: sdl(new URL('./setup.graphql', import.meta.url)),
  sources: {
    enterprises: EnterprisesSource,
    zones: ZonesSource,
    contractTypes: ContractTypesSource,
    fineConfigurations: FineConfigurationsSource,
    invoiceConfigurations: InvoiceConfigurationsSource,
    rubrics: RubricsSource,
  },
  resolvers: setupResolvers,
  mappers,
} satisfies GatewayModule;
