import { positiveId } from '@agua/domain/contracts/common';
import { zoneResponseSchema, zoneSchema } from '@agua/domain/contracts/zone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE } from '../../http/access.ts';
import { idListParam, listQuerySchema } from '../../http/list-query.ts';
import { errorResponses } from '../../http/schemas.ts';
import { registerCrudRoutes } from './crud-routes.ts';
import { ZONE_SORT_FIELDS, type ZoneRow } from './zones.ts';

export function toZoneResponse(row: ZoneRow): z.output<typeof zoneResponseSchema> {
  return {
    zoneId: row.id,
    designation: row.designation,
    description: row.description,
    enterpriseId: row.enterpriseId,
    enterpriseName: row.enterpriseName,
  };
}

const zoneListQuerySchema = listQuerySchema(ZONE_SORT_FIELDS).extend({
  enterpriseIds: idListParam('enterpriseIds'),
});

/** /zone: the bairros each enterprise serves. */
const zoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/by-client/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags: ['zone'],
        operationId: 'getZoneByClient',
        summary: "A client's zone",
        params: z.object({ clientId: positiveId('Cliente') }),
        response: { 200: zoneResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toZoneResponse(await app.zones.getByClient(request.params.clientId)),
  );

  app.get(
    '/by-enterprise/:enterpriseId',
    {
      config: ANY_ROLE,
      schema: {
        tags: ['zone'],
        operationId: 'listZonesByEnterprise',
        summary: "An enterprise's zones",
        params: z.object({ enterpriseId: positiveId('Empresa') }),
        response: { 200: z.array(zoneResponseSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await app.enterprises.getById(request.params.enterpriseId);
      const page = await app.zones.list({ enterpriseIds: [request.params.enterpriseId] });
      return page.rows.map(toZoneResponse);
    },
  );

  registerCrudRoutes(app, {
    tag: 'zone',
    noun: 'zone',
    operationNames: { one: 'Zone', many: 'Zones' },
    response: zoneResponseSchema,
    toResponse: toZoneResponse,
    querystring: zoneListQuerySchema,
    body: zoneSchema,
    service: () => app.zones,
  });
};

export default zoneRoutes;
