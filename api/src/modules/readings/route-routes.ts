import {
  readingBatchResponseSchema,
  readingBatchSchema,
  readingRouteQuerySchema,
  readingRouteSchema,
  routePeriod,
} from '@agua/domain/contracts/reading-route';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_ROLE } from '../../http/access.ts';
import { errorResponses } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { taskFile } from '../../workers/pool.ts';
import { recordBatch } from './batch.ts';
import type * as tasks from './route.task.ts';

const tags = ['reading'];
const routeTasks = taskFile<typeof tasks>(new URL('./route.task.ts', import.meta.url));

/** The offline reading route (docs/domain.md "Offline reading route"): the route down, the readings back up. */
const readingRouteRoutes: FastifyPluginAsyncZod<{ databaseUrl: string }> = async (app, { databaseUrl }) => {
  app.get(
    '/route',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getReadingRoute',
        summary:
          "A zone's reading route for a month: every meter under an active contract not read that month, in route " +
          'order, with the previous index, the expected window and the active anomaly codes',
        querystring: readingRouteQuerySchema,
        response: { 200: readingRouteSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      routeTasks.run('readingRoute', {
        zoneId: request.query.zoneId,
        period: routePeriod(request.query.month),
        databaseUrl,
      }),
  );

  app.post(
    '/batch',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'createReadingBatch',
        summary:
          'Register up to 500 readings from a phone, each on its own with the rules of POST /reading; a reading ' +
          'whose clientReadingId is already stored is answered ALREADY_RECORDED and stored once',
        body: readingBatchSchema,
        response: { 200: readingBatchResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => recordBatch(app.readings, request.body.readings, currentUser(request)),
  );
};

export default readingRouteRoutes;
