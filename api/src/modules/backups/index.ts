import { defineApiModule } from '../module.ts';
import { type BackupQueue, startBackupQueue } from './backup-queue.ts';
import backupRoutes from './routes.ts';
import { type BackupsService, createBackupsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    backups: BackupsService;
  }
}

/**
 * Cópias de Segurança (/backup): snapshots of the whole database (snapshot.ts) taken by the job queue — daily at
 * BACKUP_HOUR and when an administrator asks — kept BACKUP_KEEP deep, listed and downloaded; restored by the
 * `pnpm restore` command (restore.ts).
 */
export default defineApiModule({
  name: 'backups',
  dependencies: ['users'],
  plugin: async (app, { apiPrefix, databaseUrl, backups, usesDatabase }) => {
    let queue: BackupQueue | undefined;
    const service = createBackupsService(app.db, app.pool, backups, app.log, () => queue?.send);
    app.decorate('backups', service);

    app.addHook('onReady', async () => {
      if (!usesDatabase) return;
      queue = await startBackupQueue({
        databaseUrl,
        dailyHour: backups.dailyHour,
        onError: (error) =>
          app.databaseOutage.observe(error) || app.log.error({ err: error }, 'backup job queue error'),
      });
      await queue.work(async (job) => {
        await service.run(job);
      });
    });
    app.addHook('preClose', async () => {
      await queue?.stop(10_000);
    });

    await app.register(backupRoutes, { prefix: `${apiPrefix}/backup` });
  },
});
