import { positiveId } from '@agua/domain/contracts/common';
import { enterpriseResponseSchema, enterpriseSchema } from '@agua/domain/contracts/enterprise';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE } from '../../http/access.ts';
import { listQuerySchema } from '../../http/list-query.ts';
import { errorResponses } from '../../http/schemas.ts';
import { registerCrudRoutes } from './crud-routes.ts';
import { ENTERPRISE_SORT_FIELDS, type EnterpriseRow } from './enterprises.ts';

export function toEnterpriseResponse(row: EnterpriseRow): z.output<typeof enterpriseResponseSchema> {
  return {
    enterpriseId: row.id,
    name: row.name,
    email: row.email,
    nuit: row.nuit,
    phoneNumber: row.phoneNumber,
    address: row.address,
  };
}

/** /enterprise: the utility's operating companies; each serves zones. */
const enterpriseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/enterprise/:zoneId',
    {
      config: ANY_ROLE,
      schema: {
        tags: ['enterprise'],
        operationId: 'getEnterpriseByZone',
        summary: 'The enterprise that serves a zone',
        params: z.object({ zoneId: positiveId('Zona') }),
        response: { 200: enterpriseResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toEnterpriseResponse(await app.enterprises.getByZone(request.params.zoneId)),
  );

  registerCrudRoutes(app, {
    tag: 'enterprise',
    noun: 'enterprise',
    operationNames: { one: 'Enterprise', many: 'Enterprises' },
    response: enterpriseResponseSchema,
    toResponse: toEnterpriseResponse,
    querystring: listQuerySchema(ENTERPRISE_SORT_FIELDS),
    body: enterpriseSchema,
    service: () => app.enterprises,
  });
};

export default enterpriseRoutes;
