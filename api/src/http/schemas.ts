import { positiveId } from '@agua/domain/rules/common';
import { z } from 'zod';

// Shapes shared by many routes. Response schemas carry no transforms: the serializer encodes through them.

export const fieldErrorSchema = z.object({
  field: z.string().describe('The input field, e.g. "username" or "page"'),
  message: z.string().describe('Why it was refused, in Portuguese'),
});

export const errorResponseSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('HTTP reason phrase'),
    message: z.string().describe('Portuguese text fit to show the user'),
    details: z.array(fieldErrorSchema).optional().describe('One entry per refused field'),
  })
  .meta({ id: 'ErrorResponse' });

/** The error responses a route documents, e.g. `...errorResponses(400, 404, 409)`. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as {
    [K in S[number]]: typeof errorResponseSchema;
  };
}

export const idParamsSchema = z.object({ id: positiveId('Id') });

export const countResponseSchema = z.object({ count: z.number().int().nonnegative() }).meta({ id: 'Count' });

export const noContentSchema = z.undefined().describe('No content');

/** ISO 8601 UTC instant for createdAt/updatedAt. */
export const instantSchema = z.string().describe('ISO 8601 instant (UTC)');
