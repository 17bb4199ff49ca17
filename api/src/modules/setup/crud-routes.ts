import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { registerCountRoute } from '../../http/count-route.ts';
import { type Page, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';

type IdParams = z.output<typeof idParamsSchema>;

/** What a setup resource's service offers the five routes every setup resource has. */
export interface CrudService<Row, ListQuery, Fields> {
  count(): Promise<number>;
  list(query: ListQuery): Promise<Page<Row>>;
  getById(id: number): Promise<Row>;
  create(input: Fields): Promise<Row>;
  update(id: number, input: Fields): Promise<Row>;
  remove(id: number): Promise<void>;
}

export interface CrudOptions<
  Row,
  Response extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
> {
  tag: string;
  /** Singular noun for the OpenAPI summaries, e.g. "enterprise". */
  noun: string;
  /** The resource in the operationIds, singular and plural: { one: 'Zone', many: 'Zones' } names getZone, listZones… */
  operationNames: { one: string; many: string };
  response: Response;
  toResponse: (row: Row) => z.output<Response>;
  querystring: Query;
  body: Body;
  service: () => CrudService<Row, z.output<Query>, z.output<Body>>;
}

/**
 * The routes every setup resource shares: count, list (ids=, page/size/q/sort, X-Total-Count), one, create,
 * update, delete. Reads are open to both roles; writes are for administrators (docs/domain.md "Roles and access").
 * Resource-specific routes (by-client, last-active…) are declared beside the call in each resource's module.
 */
export function registerCrudRoutes<
  Row,
  Response extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
>(instance: FastifyInstance, options: CrudOptions<Row, Response, Query, Body>): void {
  // Response schemas are generic here, which the zod type provider cannot resolve; the route generics below state
  // the validated params/query/body instead, and the serializer still encodes through `response`.
  const app = instance;
  const { tag, noun, response, toResponse, service } = options;
  const { one, many } = options.operationNames;
  const tags = [tag];

  registerCountRoute(instance, {
    tag,
    operationId: `count${many}`,
    summary: `Number of ${noun} records`,
    count: () => service().count(),
  });

  app.get<{ Querystring: z.output<Query> }>(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: `list${many}`,
        summary: `List ${noun} records (X-Total-Count carries the total)`,
        querystring: options.querystring,
        response: { 200: z.array(response), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = await service().list(request.query as z.output<Query>);
      return sendPage(reply, { rows: page.rows.map(toResponse), total: page.total });
    },
  );

  app.get<{ Params: IdParams }>(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: `get${one}`,
        summary: `One ${noun}`,
        params: idParamsSchema,
        response: { 200: response, ...errorResponses(400, 404) },
      },
    },
    async (request) => toResponse(await service().getById(request.params.id)),
  );

  app.post<{ Body: z.output<Body> }>(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: `create${one}`,
        summary: `Create a ${noun}`,
        body: options.body,
        response: { 201: response, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toResponse(await service().create(request.body as z.output<Body>))),
  );

  app.put<{ Params: IdParams; Body: z.output<Body> }>(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: `update${one}`,
        summary: `Update a ${noun}`,
        params: idParamsSchema,
        body: options.body,
        response: { 200: response, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => toResponse(await service().update(request.params.id, request.body as z.output<Body>)),
  );

  app.delete<{ Params: IdParams }>(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: `delete${one}`,
        summary: `Delete a ${noun} (409 while other records use it)`,
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await service().remove(request.params.id);
      return reply.code(204).send();
    },
  );
}
