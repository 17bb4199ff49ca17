import { errorResponseSchema } from '@agua/domain/contracts/common';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** listClients, createReceipt, countCuts: lower camel case, a verb and the resource; client generators name calls so. */
const OPERATION_ID = /^[a-z][A-Za-z0-9]*$/;

interface DocumentedSchema {
  operationId?: unknown;
  summary?: unknown;
  tags?: unknown;
  hide?: boolean;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
}

/** What is missing from a route's OpenAPI description, or undefined when it is complete. */
function missingDocumentation(schema: DocumentedSchema): string | undefined {
  if (typeof schema.operationId !== 'string' || !OPERATION_ID.test(schema.operationId))
    return 'a schema.operationId in lower camel case, a verb and the resource (listClients, createReceipt)';
  if (typeof schema.summary !== 'string' || schema.summary.trim() === '') return 'a schema.summary';
  if (!Array.isArray(schema.tags) || schema.tags.length === 0) return 'schema.tags (its area)';
  return undefined;
}

/**
 * Every route of the api is an operation of the published OpenAPI document (/api/docs/json) that client generators
 * and linters read, so a route registered without a stable operationId, a summary or its tags is refused at start, as
 * the auth plugin refuses a route without access config: a new module cannot forget them. operationIds are unique.
 * A route that reads params, a query or a body documents the 400 its validation answers, in the one error shape.
 */
export default fp(
  async (app) => {
    const operationIds = new Map<string, string>();

    app.addHook('onRoute', (route: RouteOptions) => {
      // Fastify's own HEAD twin of a GET route repeats it; @fastify/swagger leaves it out of the document.
      if (route.method === 'HEAD') return;
      const schema = (route.schema ?? {}) as DocumentedSchema;
      if (schema.hide) return;
      const where = `${String(route.method)} ${route.url}`;
      const missing = missingDocumentation(schema);
      if (missing) throw new Error(`${where}: an api route needs ${missing} (docs/adding-a-resource.md)`);
      const operationId = schema.operationId as string;
      const taken = operationIds.get(operationId);
      if (taken) throw new Error(`${where}: operationId ${operationId} is already ${taken}'s`);
      operationIds.set(operationId, where);

      const validatesInput = schema.params || schema.querystring || schema.body;
      if (validatesInput && !schema.response?.[400]) {
        route.schema = { ...route.schema, response: { ...schema.response, 400: errorResponseSchema } };
      }
    });
  },
  // It adds zod response schemas, so the zod compilers must be in place.
  { name: 'operation-contract', dependencies: ['zod'] },
);
