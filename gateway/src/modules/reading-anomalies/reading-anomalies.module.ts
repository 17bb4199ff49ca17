import { type GatewayModule, sdl } from '../../module.ts';
import { mappers } from './reading-anomalies.mappers.ts';
import { readingAnomaliesResolvers } from './reading-anomalies.resolvers.ts';
import { ReadingAnomaliesSource } from './reading-anomalies.source.ts';

export const readingAnomaliesModule = {
  name: 'readingAnomalies',
  typeDefs: sdl(new URL('./reading-anomalies.graphql', import.meta.url)),
  sources: { readingAnomalies: ReadingAnomaliesSource },
  resolvers: readingAnomaliesResolvers,
  mappers,
} satisfies GatewayModule;
