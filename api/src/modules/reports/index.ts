import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module.ts';
import reportRoutes from './routes.ts';
import reportsService from './service.ts';

/** Reports (/report): billing and collection, debt, consumption, debtors, payment methods, readings progress. */
export default fp<ModuleOptions>(
  async (app, { apiPrefix }) => {
    await app.register(reportsService);
    await app.register(reportRoutes, { prefix: `${apiPrefix}/report` });
  },
  { name: 'reports-module' },
);
