import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cuts } from '../../db/schema.ts';
import { registerCountRoute } from '../count-route.ts';

/** /cut: the rest of the resource (SPEC.md section 7) is added here. */
const cutRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, cuts, { tag: 'cut', summary: 'Number of cuts (Total Cortes)' });
};

export default cutRoutes;
