import { errorResponseSchema, positiveId } from '@agua/domain/contracts/common';
import { z } from 'zod';

// Shapes shared by many routes. Response schemas carry no transforms: the serializer encodes through them.

/** The error responses a route documents, e.g. `...errorResponses(400, 404, 409)`. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as {
    [K in S[number]]: typeof errorResponseSchema;
  };
}

export const idParamsSchema = z.object({ id: positiveId('Id') });

export const noContentSchema = z.undefined().describe('No content');
