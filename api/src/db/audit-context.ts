import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is behind the statements run while a request is handled, for the audit trail's triggers
 * (api/src/db/migrations/0015_audit_trail.sql, docs/domain.md "Audit trail"). The api enters one per request
 * (plugins/audit-context.ts); the database client (client.ts) hands it to PostgreSQL as transaction-local
 * settings at the start of every transaction, so no service passes it along and a new table needs nothing here.
 */
export interface AuditContext {
  userId: number | null;
  apiKeyId: number | null;
  address: string | null;
  requestId: string | null;
  /**
   * Set once the request has been answered: work it left running (a timer, a queue's poll started lazily) is then
   * no longer that request's, and its statements carry no one.
   */
  ended: boolean;
  /**
   * Loading rows that nobody changed: the migrations (a backfill of a new column) and the demo seed
   * (db/prepare.ts), the restore command. The triggers then write nothing.
   */
  auditOff?: boolean;
}

/** The context of those loads. */
export const UNAUDITED_LOAD: AuditContext = {
  userId: null,
  apiKeyId: null,
  address: null,
  requestId: null,
  ended: false,
  auditOff: true,
};

const storage = new AsyncLocalStorage<AuditContext>();

/** Runs `work` (and whatever it awaits or schedules) as done by `context`. */
export function runAsAuditContext<T>(context: AuditContext, work: () => T): T {
  return storage.run(context, work);
}

/** The request being handled here, if any and not yet answered. */
export function currentAuditContext(): AuditContext | undefined {
  const context = storage.getStore();
  return context && !context.ended ? context : undefined;
}

/** The statement that hands a context to the current transaction (set_config's third argument: local to it). */
export const SET_AUDIT_CONTEXT_SQL = `select set_config('agua.user_id', $1, true), set_config('agua.api_key_id', $2, true),
  set_config('agua.address', $3, true), set_config('agua.request_id', $4, true), set_config('agua.audit', $5, true)`;

export function auditContextValues(context: AuditContext): string[] {
  return [
    context.userId === null ? '' : String(context.userId),
    context.apiKeyId === null ? '' : String(context.apiKeyId),
    context.address ?? '',
    context.requestId ?? '',
    context.auditOff ? 'off' : '',
  ];
}
