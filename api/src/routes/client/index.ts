import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clients } from '../../db/schema.ts';
import { registerCountRoute } from '../count-route.ts';

/** /client: the rest of the resource (SPEC.md section 7) is added here. */
const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, clients, { tag: 'client', summary: 'Number of clients (Total Clientes)' });
};

export default clientRoutes;
