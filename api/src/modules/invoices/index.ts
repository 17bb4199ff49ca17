import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module.ts';
import invoiceRoutes from './routes.ts';
import invoicesService from './service.ts';

/** Invoices issued from readings (/invoice), and the water bill PDF. */
export default fp<ModuleOptions>(
  async (app, { apiPrefix }) => {
    await app.register(invoicesService);
    await app.register(invoiceRoutes, { prefix: `${apiPrefix}/invoice` });
  },
  { name: 'invoices-module' },
);
