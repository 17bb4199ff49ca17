import {
  myReadingsTodaySchema,
  unreadByZoneQuerySchema,
  unreadMeterSchema,
  unreadZoneSchema,
} from '@agua/domain/contracts/home';
import { readingRouteQuerySchema, routePeriod } from '@agua/domain/contracts/reading-route';
import { todayInMaputo } from '@agua/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE } from '../../http/access.ts';
import { DEFAULT_PAGE_SIZE, pageParams, sendPage } from '../../http/list-query.ts';
import { errorResponses } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { myReadingsToday, unreadByZone, unreadMetersPage } from './unread-queries.ts';

const tags = ['reading'];

/** "Por ler" and the technician's day (docs/domain.md "Homes by role"): reads for both roles. */
const readingUnreadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/unread/by-zone',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'countUnreadMetersByZone',
        summary:
          'Per zone, the meters "por ler" in a month (YYYY-MM): under an active contract, no live reading of the month',
        querystring: unreadByZoneQuerySchema,
        response: { 200: z.array(unreadZoneSchema), ...errorResponses(400) },
      },
    },
    async (request) => unreadByZone(app.db, routePeriod(request.query.month)),
  );

  app.get(
    '/unread',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listUnreadMeters',
        summary:
          'A zone\'s meters "por ler" in a month (YYYY-MM), in route order, page by page (X-Total-Count carries the total)',
        querystring: readingRouteQuerySchema.extend(pageParams),
        response: { 200: z.array(unreadMeterSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { zoneId, month, page = 1, size = DEFAULT_PAGE_SIZE } = request.query;
      return sendPage(reply, await unreadMetersPage(app.db, zoneId, routePeriod(month), { page, size }));
    },
  );

  app.get(
    '/mine/today',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getMyReadingsToday',
        summary:
          "The signed-in staff member's live readings registered today (Maputo): how many and the latest five",
        response: { 200: myReadingsTodaySchema, ...errorResponses() },
      },
    },
    // A reporting tool's API key registers no readings: its day is empty, as a staff member's with none.
    async (request) =>
      request.apiKey
        ? { day: todayInMaputo(), count: 0, last: [] }
        : myReadingsToday(app.db, currentUser(request).userId),
  );
};

export default readingUnreadRoutes;
