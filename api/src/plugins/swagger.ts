import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { withoutUnusedSchemas } from './unused-components.ts';

export const DOCS_PREFIX = '/api/docs';
/** The document's one server: its paths are relative to it (/client, /receipt/{id}); /health says its own. */
export const API_BASE_PATH = '/api/v1';

/**
 * OpenAPI built from the zod route schemas, with Swagger UI at /api/docs (the JSON at /api/docs/json).
 * Registered before the auth plugin: the documentation pages themselves are public. Paths under API_BASE_PATH are
 * written relative to the server (@fastify/swagger strips it); plugins/operation-contract.ts makes every route name
 * its operation.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Água REST API',
          description: 'Back office of a Mozambican water utility: the system of record.',
          version: '1.0.0',
        },
        servers: [{ url: API_BASE_PATH, description: 'This api, on the host that serves the document' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'swagger' },
);
