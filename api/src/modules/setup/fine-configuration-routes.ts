import {
  fineConfigurationResponseSchema,
  fineConfigurationSchema,
} from '@agua/domain/contracts/fine-configuration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ANY_ROLE } from '../../http/access.ts';
import { listQuerySchema } from '../../http/list-query.ts';
import { errorResponses } from '../../http/schemas.ts';
import { registerCrudRoutes } from './crud-routes.ts';
import { FINE_CONFIGURATION_SORT_FIELDS, type FineConfigurationRow } from './fine-configurations.ts';

export function toFineConfigurationResponse(
  row: FineConfigurationRow,
): z.output<typeof fineConfigurationResponseSchema> {
  return {
    fineConfigurationId: row.id,
    minInterval: row.minInterval,
    maxInterval: row.maxInterval,
    acruedFinePercentage: row.acruedFinePercentage,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** /fine-configuration: fine tiers over days overdue (Multa (%) tab). */
const fineConfigurationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/last-active',
    {
      config: ANY_ROLE,
      schema: {
        tags: ['fine-configuration'],
        operationId: 'getLastActiveFineConfiguration',
        summary: 'The newest active fine configuration',
        response: { 200: fineConfigurationResponseSchema, ...errorResponses(404) },
      },
    },
    async () => toFineConfigurationResponse(await app.fineConfigurations.lastActive()),
  );

  registerCrudRoutes(app, {
    tag: 'fine-configuration',
    noun: 'fine configuration',
    operationNames: { one: 'FineConfiguration', many: 'FineConfigurations' },
    response: fineConfigurationResponseSchema,
    toResponse: toFineConfigurationResponse,
    querystring: listQuerySchema(FINE_CONFIGURATION_SORT_FIELDS),
    body: fineConfigurationSchema,
    service: () => app.fineConfigurations,
  });
};

export default fineConfigurationRoutes;
