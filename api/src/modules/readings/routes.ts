import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCountRoute } from '../../http/count-route.ts';
import readingChanges from './changes.ts';
import readingFiles from './files.ts';
import readingQueries from './queries.ts';

/** /reading (docs/domain.md "Readings and their invoices"): reads, writes, and the field sheet's export and upload. */
const readingRoutes: FastifyPluginAsyncZod<{ databaseUrl: string }> = async (app, { databaseUrl }) => {
  registerCountRoute(app, {
    operationId: 'countReadings',
    count: () => app.readings.count(),
    tag: 'reading',
    summary: 'Number of readings (Total Leituras)',
  });
  await app.register(readingQueries);
  await app.register(readingChanges);
  await app.register(readingFiles, { databaseUrl });
};

export default readingRoutes;
