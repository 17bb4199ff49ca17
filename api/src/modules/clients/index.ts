import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module.ts';
import clientRoutes from './routes.ts';
import clientsService from './service.ts';

/** Clients (/client): created with their first meter. */
export default fp<ModuleOptions>(
  async (app, { apiPrefix }) => {
    await app.register(clientsService);
    await app.register(clientRoutes, { prefix: `${apiPrefix}/client` });
  },
  { name: 'clients-module' },
);
