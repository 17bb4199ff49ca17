import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module.ts';
import contractRoutes from './routes.ts';
import contractsService from './service.ts';

/** Contracts of a client's meter (/contract), with their balance ledger. */
export default fp<ModuleOptions>(
  async (app, { apiPrefix }) => {
    await app.register(contractsService);
    await app.register(contractRoutes, { prefix: `${apiPrefix}/contract` });
  },
  { name: 'contracts-module' },
);
