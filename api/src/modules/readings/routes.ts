import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCountRoute } from '../../http/count-route.ts';
import readingFileRoutes from './file-routes.ts';
import readingPhotoRoutes from './photo-routes.ts';
import type { PhotoOptions } from './photo-store.ts';
import readingReadRoutes from './read-routes.ts';
import readingRouteRoutes from './route-routes.ts';
import readingUnreadRoutes from './unread-routes.ts';
import readingWriteRoutes from './write-routes.ts';

/** /reading (docs/domain.md "Readings and their invoices"): reads, writes, and the field sheet's export and upload. */
const readingRoutes: FastifyPluginAsyncZod<{ databaseUrl: string; photos: PhotoOptions }> = async (
  app,
  { databaseUrl, photos },
) => {
  registerCountRoute(app, {
    operationId: 'countReadings',
    count: () => app.readings.count(),
    tag: 'reading',
    summary: 'Number of readings (Total Leituras)',
  });
  // Before the reads: /unread and /mine/today are static paths beside /:id.
  await app.register(readingUnreadRoutes);
  await app.register(readingReadRoutes);
  await app.register(readingWriteRoutes);
  await app.register(readingFileRoutes, { databaseUrl });
  await app.register(readingRouteRoutes, { databaseUrl });
  await app.register(readingPhotoRoutes, { photos });
};

export default readingRoutes;
