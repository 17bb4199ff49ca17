import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module.ts';
import cutRoutes from './routes.ts';
import cutsService from './service.ts';

/** Cuts of meters (/cut). */
export default fp<ModuleOptions>(
  async (app, { apiPrefix }) => {
    await app.register(cutsService);
    await app.register(cutRoutes, { prefix: `${apiPrefix}/cut` });
  },
  { name: 'cuts-module' },
);
