import { defineApiModule } from '../module.ts';
import readingRoutes from './routes.ts';
import readingsService from './service.ts';

/** Readings (/reading): entry, edits, state changes, and the field sheet's export and upload. */
export default defineApiModule({
  name: 'readings',
  plugin: async (app, { apiPrefix, databaseUrl, photos }) => {
    await app.register(readingsService);
    await app.register(readingRoutes, { prefix: `${apiPrefix}/reading`, databaseUrl, photos });
  },
});
