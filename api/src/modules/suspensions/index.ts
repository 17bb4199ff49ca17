import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module.ts';
import suspensionRoutes from './routes.ts';
import suspensionsService from './service.ts';

/** Suspensions of meters at the client's request (/suspension). */
export default fp<ModuleOptions>(
  async (app, { apiPrefix }) => {
    await app.register(suspensionsService);
    await app.register(suspensionRoutes, { prefix: `${apiPrefix}/suspension` });
  },
  { name: 'suspensions-module' },
);
