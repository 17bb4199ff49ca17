import type { ApiKeyResponse } from '@agua/domain/contracts/api-key';
import type { ApiKeyRow } from './service.ts';

export function toApiKeyResponse(row: ApiKeyRow): ApiKeyResponse {
  return {
    apiKeyId: row.id,
    name: row.name,
    expiresOn: row.expiresOn,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
