import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module.ts';
import clientRubricRoutes from './routes.ts';
import clientRubricsService from './service.ts';

/** "Outros Pagamentos" (/client-rubrics): rubrics charged to a client's contract, and their reversal. */
export default fp<ModuleOptions>(
  async (app, { apiPrefix }) => {
    await app.register(clientRubricsService);
    await app.register(clientRubricRoutes, { prefix: `${apiPrefix}/client-rubrics` });
  },
  { name: 'client-rubrics-module' },
);
