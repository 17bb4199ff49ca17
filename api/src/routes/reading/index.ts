import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readings } from '../../db/schema.ts';
import { registerCountRoute } from '../count-route.ts';

/** /reading: the rest of the resource (SPEC.md section 7) is added here. */
const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, readings, { tag: 'reading', summary: 'Number of readings (Total Leituras)' });
};

export default readingRoutes;
