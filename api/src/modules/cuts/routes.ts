import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCountRoute } from '../../http/count-route.ts';

/** /cut: only the count so far (the dashboard's Total Cortes); the rest of the resource is added here. */
const cutRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, {
    tag: 'cut',
    summary: 'Number of cuts (Total Cortes)',
    count: () => app.cuts.count(),
  });
};

export default cutRoutes;
