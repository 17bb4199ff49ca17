import { receiptsTodaySchema } from '@agua/domain/contracts/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ONLY } from '../../http/access.ts';
import { errorResponses } from '../../http/schemas.ts';
import { receiptsToday } from './today.ts';

/** /receipt/today: the administrator's home reads the day's takings (docs/domain.md "Homes by role"). */
const receiptTodayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/today',
    {
      // Every staff member's takings together: an administrator's figure, not a reporting tool's.
      config: ADMIN_ONLY,
      schema: {
        tags: ['receipt'],
        operationId: 'getReceiptsToday',
        summary: "Today's live receipts (Maputo), every staff member and method: how many and how much",
        response: { 200: receiptsTodaySchema, ...errorResponses() },
      },
    },
    async () => receiptsToday(app.db),
  );
};

export default receiptTodayRoutes;
