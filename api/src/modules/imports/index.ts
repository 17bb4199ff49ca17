import { defineApiModule } from '../module.ts';
import importRoutes from './routes.ts';
import { createImportsService, type ImportsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    imports: ImportsService;
  }
}

/**
 * Importar Dados (/import): the existing books of a utility — clients with their meter, contract and opening
 * balance — from one spreadsheet, checked by a dry run and stored all at once (docs/domain.md "Importing existing
 * books").
 */
export default defineApiModule({
  name: 'imports',
  dependencies: ['users'],
  plugin: async (app, { apiPrefix, databaseUrl }) => {
    app.decorate('imports', createImportsService(app.db));
    await app.register(importRoutes, { prefix: `${apiPrefix}/import`, databaseUrl });
  },
});
