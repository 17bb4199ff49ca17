import { defineApiModule } from '../module.ts';
import { type ImportQueue, startImportQueue } from './import-queue.ts';
import { importTasks } from './import-tasks.ts';
import { afterFailedAttempt } from './jobs.ts';
import importRoutes from './routes.ts';
import { createImportsService, type ImportsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    imports: ImportsService;
  }
}

/**
 * Importar Dados (/import): the existing books of a utility — clients with their meter, contract and opening
 * balance — from one spreadsheet, checked by a dry run and stored all at once by the job queue (docs/domain.md
 * "Importing existing books").
 */
export default defineApiModule({
  name: 'imports',
  dependencies: ['users'],
  plugin: async (app, { apiPrefix, databaseUrl, usesDatabase }) => {
    let queue: ImportQueue | undefined;
    app.decorate('imports', createImportsService(app.db));

    app.addHook('onReady', async () => {
      if (!usesDatabase) return;
      queue = await startImportQueue(
        databaseUrl,
        (error) =>
          app.databaseOutage.observe(error) || app.log.error({ err: error }, 'import job queue error'),
      );
      // The commit runs in a worker thread; an attempt that throws leaves nothing stored (its transaction died).
      await queue.work(async ({ importId }, { attempt, retries }) => {
        try {
          await importTasks.run('commitImport', { importId, databaseUrl });
        } catch (error) {
          app.log.warn({ err: error, importId, attempt, retries }, 'import attempt failed');
          await afterFailedAttempt(app.db, importId, attempt, retries);
          throw error;
        }
      });
    });
    app.addHook('preClose', async () => {
      await queue?.stop(10_000);
    });

    await app.register(importRoutes, {
      prefix: `${apiPrefix}/import`,
      databaseUrl,
      queue: () => queue,
    });
  },
});
