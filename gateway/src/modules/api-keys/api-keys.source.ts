import type { ApiKeyCreateBody, ApiKeyCreatedResponse, ApiKeyResponse } from '@agua/domain/contracts/api-key';
import type { CreateApiKeyInput } from '../../generated/resolvers.ts';
import { RestDataSource } from '../../rest/data-source.ts';

/** The api's /api-key routes (administrators only; the api answers anyone else 403). */
export class ApiKeysSource extends RestDataSource {
  list(): Promise<ApiKeyResponse[]> {
    return this.get('/api-key');
  }

  /** The answer carries the key's secret: it is passed to the caller and kept nowhere. */
  create(input: CreateApiKeyInput): Promise<ApiKeyCreatedResponse> {
    const body: ApiKeyCreateBody = { name: input.name, expiresOn: input.expiresOn };
    return this.post('/api-key', { body });
  }

  revoke(id: string): Promise<ApiKeyResponse> {
    return this.post('/api-key/{id}/revoke', { path: { id } });
  }
}
