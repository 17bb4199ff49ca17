import { positiveId } from '@agua/domain/contracts/common';
import { rubricResponseSchema, rubricSchema } from '@agua/domain/contracts/rubric';
import { toMeticais } from '@agua/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE } from '../../http/access.ts';
import { listQuerySchema } from '../../http/list-query.ts';
import { errorResponses } from '../../http/schemas.ts';
import { registerCrudRoutes } from './crud-routes.ts';
import { RUBRIC_SORT_FIELDS, type RubricRow } from './rubrics.ts';

export function toRubricResponse(row: RubricRow): z.output<typeof rubricResponseSchema> {
  return { rubricId: row.id, name: row.name, description: row.description, price: toMeticais(row.price) };
}

const clientParams = z.object({ clientId: positiveId('Cliente') });

/** /rubric: extra items charged to clients (Outros Pagamentos). */
const rubricRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['rubric'];

  app.get(
    '/by-meter/:meterId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listRubricsByMeter',
        summary: 'Rubrics charged to the client who holds a meter',
        params: z.object({ meterId: positiveId('Contador') }),
        response: { 200: z.array(rubricResponseSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => (await app.rubrics.byMeter(request.params.meterId)).map(toRubricResponse),
  );

  app.get(
    '/by-client/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listRubricsByClient',
        summary: 'Rubrics charged to a client',
        params: clientParams,
        response: { 200: z.array(rubricResponseSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => (await app.rubrics.byClient(request.params.clientId)).map(toRubricResponse),
  );

  app.get(
    '/client/:clientId/last',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getLastRubricOfClient',
        summary: "The rubric of a client's latest charge",
        params: clientParams,
        response: { 200: rubricResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toRubricResponse(await app.rubrics.lastForClient(request.params.clientId)),
  );

  registerCrudRoutes(app, {
    tag: 'rubric',
    noun: 'rubric',
    operationNames: { one: 'Rubric', many: 'Rubrics' },
    response: rubricResponseSchema,
    toResponse: toRubricResponse,
    querystring: listQuerySchema(RUBRIC_SORT_FIELDS),
    body: rubricSchema,
    service: () => app.rubrics,
  });
};

export default rubricRoutes;
