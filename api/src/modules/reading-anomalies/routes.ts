import { positiveId } from '@agua/domain/contracts/common';
import {
  type ReadingAnomalyResponse,
  readingAnomalyResponseSchema,
  readingAnomalySchema,
  readingThresholdsResponseSchema,
  readingThresholdsSchema,
} from '@agua/domain/contracts/reading-anomaly';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { listQuerySchema } from '../../http/list-query.ts';
import { errorResponses } from '../../http/schemas.ts';
import { registerCrudRoutes } from '../setup/crud-routes.ts';
import { ANOMALY_SORT_FIELDS, type AnomalyRow } from './service.ts';

export function toReadingAnomalyResponse(row: AnomalyRow): ReadingAnomalyResponse {
  return {
    anomalyId: row.id,
    code: row.code,
    description: row.description,
    withReading: row.withReading,
    billing: row.billing,
    active: row.active,
  };
}

/** /reading-anomaly: the anomaly codes a reader brings (Parametrização → Anomalias de Leitura). */
export const readingAnomalyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    tag: 'reading-anomaly',
    noun: 'reading anomaly',
    operationNames: { one: 'ReadingAnomaly', many: 'ReadingAnomalies' },
    response: readingAnomalyResponseSchema,
    toResponse: toReadingAnomalyResponse,
    querystring: listQuerySchema(ANOMALY_SORT_FIELDS),
    body: readingAnomalySchema,
    service: () => app.readingAnomalies,
  });
};

const params = z.object({ contractTypeId: positiveId('Tipo de contrato') });

/** /reading-check-threshold/{contractTypeId}: a contract type's minimum m³ and consumption checks. */
export const readingThresholdRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reading-check-threshold'];
  app.get(
    '/:contractTypeId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getReadingThresholds',
        summary: "A contract type's reading rules (its defaults until set)",
        params,
        response: { 200: readingThresholdsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => app.readingAnomalies.thresholds(request.params.contractTypeId),
  );
  app.put(
    '/:contractTypeId',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateReadingThresholds',
        summary: "Set a contract type's minimum m³ and consumption check thresholds",
        params,
        body: readingThresholdsSchema,
        response: { 200: readingThresholdsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => app.readingAnomalies.setThresholds(request.params.contractTypeId, request.body),
  );
};
