import type { ApiKeyCreateBody, ApiKeyCreatedResponse } from '@agua/domain/contracts/api-key';
import type { FastifyInstance } from 'fastify';
import { bearer } from './tokens.ts';

/** Creates an API key through the api as the given administrator; the answer carries the secret. */
export async function createApiKey(
  app: FastifyInstance,
  adminToken: string,
  body: ApiKeyCreateBody,
): Promise<ApiKeyCreatedResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/api-key',
    headers: bearer(adminToken),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`create API key: ${response.statusCode} ${response.body}`);
  return response.json<ApiKeyCreatedResponse>();
}
