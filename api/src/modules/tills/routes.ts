import { tillCloseSchema, tillQuerySchema, tillResponseSchema } from '@agua/domain/contracts/till';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_ROLE } from '../../http/access.ts';
import { errorResponses } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toTillResponse } from './responses.ts';

const tags = ['tills'];

/** /tills: each staff member sees and closes their own till; an administrator any (docs/domain.md "Fecho de caixa"). */
const tillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getTill',
        summary:
          "A staff member's till for a day: receipts by method, reversals, the cash expected, and its closing",
        querystring: tillQuerySchema,
        response: { 200: tillResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    // A reporting tool's API key reads any till it names (no till of its own).
    async (request) =>
      toTillResponse(await app.tills.summary(request.apiKey ? null : currentUser(request), request.query)),
  );

  app.post(
    '/close',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'closeTill',
        summary:
          'Fecho de caixa: record the cash counted for a day; the day then takes no more receipts of that user',
        body: tillCloseSchema,
        response: { 201: tillResponseSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toTillResponse(await app.tills.close(currentUser(request), request.body))),
  );
};

export default tillRoutes;
