import type { AuditChangeResponse, AuditEntryResponse } from '@agua/domain/contracts/audit';
import type { AuditRow } from './service.ts';
import type { AuditFieldChange } from './tables.ts';

/** A stored value as the screen shows it: text as is, anything else (numbers, booleans, objects) as JSON. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function toChange(field: string, change: AuditFieldChange): AuditChangeResponse {
  if ('hidden' in change) return { field, before: null, after: null, hidden: true };
  return { field, before: asText(change.before), after: asText(change.after), hidden: false };
}

export function toAuditEntryResponse(row: AuditRow): AuditEntryResponse {
  return {
    auditId: row.id,
    at: row.at.toISOString(),
    userId: row.userId,
    userName: row.userName,
    apiKeyId: row.apiKeyId,
    apiKeyName: row.apiKeyName,
    address: row.address,
    requestId: row.requestId,
    entity: row.entity,
    entityId: row.entityId,
    clientId: row.clientId,
    action: row.action,
    changes: Object.entries(row.changes)
      .map(([field, change]) => toChange(field, change))
      .sort((a, b) => a.field.localeCompare(b.field)),
  };
}
