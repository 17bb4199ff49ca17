import {
  readingBulkUpdateCountSchema,
  readingBulkUpdateSchema,
  readingCreatedSchema,
  readingCreateSchema,
  readingResponseSchema,
  readingUpdateSchema,
} from '@agua/domain/contracts/reading';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toInvoiceResponse } from '../invoices/responses.ts';
import { toReadingResponse } from './responses.ts';

const tags = ['reading'];

/** Writes: register (both roles), edit (state changes ADMIN only), bulk state and delete (ADMIN). */
const readingWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'createReading',
        summary:
          'Register a reading and issue its invoice in one transaction (previousReading is derived). The same ' +
          'reading sent again answers 200 with the stored one and changes nothing; a different one for a month ' +
          'already read is 409',
        body: readingCreateSchema,
        response: { 200: readingCreatedSchema, 201: readingCreatedSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { invoice, alreadyRecorded, ...reading } = await app.readings.create(
        request.body,
        currentUser(request),
      );
      // The invoice as every invoice read answers it (with its client, zone and period).
      const issued = await app.invoices.getById(invoice.id);
      return reply
        .code(alreadyRecorded ? 200 : 201)
        .send({ ...toReadingResponse(reading), invoice: toInvoiceResponse(issued), alreadyRecorded });
    },
  );

  app.put(
    '/bulk-update',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateReadingStates',
        summary:
          'Set one state on many readings, in one transaction: by id (answers the readings) or every PENDING reading ' +
          'matching a filter of zone and search (answers how many changed). Approval leaves flagged readings ' +
          'pending unless includeFlagged is true',
        body: readingBulkUpdateSchema,
        response: {
          200: z.union([z.array(readingResponseSchema), readingBulkUpdateCountSchema]),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => {
      const { readingIds, filter, state, includeFlagged } = request.body;
      const actor = currentUser(request);
      if (filter) return app.readings.bulkUpdateMatching(filter, state, actor, includeFlagged);
      return (
        await app.readings.bulkUpdate({ readingIds: readingIds ?? [], state, includeFlagged }, actor)
      ).map(toReadingResponse);
    },
  );

  app.put(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'updateReading',
        summary: 'Edit a reading: month and current reading (latest reading only); the state by ADMIN only',
        params: idParamsSchema,
        body: readingUpdateSchema,
        response: { 200: readingResponseSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) =>
      toReadingResponse(await app.readings.update(request.params.id, request.body, currentUser(request))),
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'deleteReading',
        summary: 'Delete a reading and its unpaid invoice (refused once paid)',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.readings.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};

export default readingWriteRoutes;
