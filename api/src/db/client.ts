import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  type AuditContext,
  auditContextValues,
  currentAuditContext,
  SET_AUDIT_CONTEXT_SQL,
} from './audit-context.ts';

// Queries name their tables, imported from the area that owns each (modules/<area>/tables.ts): the connection
// needs no schema (the relational query API is not used).
export type Database = NodePgDatabase;
/** A transaction handle: repositories accept either, so callers decide the transaction boundaries. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
}

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|end|abort)\b|^\s*rollback\b(?!\s+to\b)/i;
/** Statements that may change rows (a `with` may hold an insert); a select never goes through a trigger. */
const WRITE = /^\s*(insert|update|delete|merge|with)\b/i;

/**
 * A pg client whose statements are all unnamed, and whose transactions carry the audit context.
 *
 * Unnamed: pg prepares a named statement once per connection and afterwards only executes it by name; behind
 * PgBouncer in transaction mode (Debian's 1.18 does not carry prepared statements across server connections) the
 * next transaction may run on a server connection that never saw it, and fails with "prepared statement … does not
 * exist". pg names a statement only when a query config carries `name` (drizzle passes the name of
 * `.prepare(name)`; pg-boss never names one): dropping it here keeps a future `.prepare()` safe. An unnamed
 * statement is parsed again each time, which PostgreSQL does anyway for the unnamed statement.
 *
 * Audit context (audit-context.ts, docs/domain.md "Audit trail"): right after a transaction begins on behalf of a
 * request, its user, API key, address and request id are set local to that transaction, for the audit triggers;
 * a write sent on its own (no transaction) on behalf of a request is wrapped in one for the same reason. Local to
 * the transaction, they never reach the next user of the connection, and they hold behind PgBouncer, which keeps a
 * transaction on one server connection. This is the one place they are set: services and areas know nothing of it.
 */
class AuditedUnnamedStatementsClient extends pg.Client {
  private inTransaction = false;

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this forwards whichever was used.
  override query(config: any, values?: any, callback?: any): any {
    if (config !== null && typeof config === 'object' && typeof config.submit === 'function') {
      return super.query(config, values, callback);
    }
    let statement = config;
    if (statement !== null && typeof statement === 'object' && statement.name) {
      const { name: _unnamed, ...unnamed } = statement;
      statement = unnamed;
    }
    const text: unknown = typeof statement === 'string' ? statement : statement?.text;
    if (typeof text !== 'string') return super.query(statement, values, callback);
    const context = currentAuditContext();
    if (BEGIN.test(text)) {
      this.inTransaction = true;
      if (!context) return super.query(statement, values, callback);
      return this.thenContext(context, statement, values, callback);
    }
    if (END.test(text)) this.inTransaction = false;
    else if (context && !this.inTransaction && WRITE.test(text)) {
      return this.inOwnTransaction(context, statement, values, callback);
    }
    return super.query(statement, values, callback);
  }

  /**
   * Runs `statement` (a begin) and then hands the transaction its context, answering the begin once both are done:
   * one statement at a time on the connection, as pg requires.
   */
  // biome-ignore lint/suspicious/noExplicitAny: as query's.
  private thenContext(context: AuditContext, statement: any, values?: any, callback?: any): any {
    const done = typeof values === 'function' ? values : callback;
    const parameters = typeof values === 'function' ? undefined : values;
    if (typeof done === 'function') {
      super.query(statement, parameters, (error: Error | undefined, result: unknown) => {
        if (error) return done(error);
        super.query(SET_AUDIT_CONTEXT_SQL, auditContextValues(context), (setError: Error | undefined) =>
          done(setError, setError ? undefined : result),
        );
      });
      return undefined;
    }
    return super.query(statement, parameters).then(async (result: unknown) => {
      await super.query(SET_AUDIT_CONTEXT_SQL, auditContextValues(context));
      return result;
    });
  }

  /** begin and the context; the statement; commit (rollback when it failed), answered once committed. */
  // biome-ignore lint/suspicious/noExplicitAny: as query's.
  private inOwnTransaction(context: AuditContext, statement: any, values?: any, callback?: any): any {
    const done = typeof values === 'function' ? values : callback;
    const parameters = typeof values === 'function' ? undefined : values;
    if (typeof done === 'function') {
      this.thenContext(context, 'begin', undefined, (beginError: Error | undefined) => {
        if (beginError) return done(beginError);
        super.query(statement, parameters, (error: Error | undefined, result: unknown) => {
          super.query(error ? 'rollback' : 'commit', (endError: Error | undefined) =>
            done(error ?? endError, error || endError ? undefined : result),
          );
        });
      });
      return undefined;
    }
    return this.thenContext(context, 'begin').then(async () => {
      try {
        const result = await super.query(statement, parameters);
        await super.query('commit');
        return result;
      } catch (error) {
        await super.query('rollback').catch(() => undefined);
        throw error;
      }
    });
  }
}

/**
 * pg-pool answers a `query` or `connect(callback)` that waited for a free client from the code that released one,
 * in that code's async context: bound here to its caller's, so the statement carries its own request's audit
 * context and not another's.
 */
class AuditContextPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg-pool's connect overloads.
  override connect(callback?: any): any {
    return typeof callback === 'function' ? super.connect(AsyncLocalStorage.bind(callback)) : super.connect();
  }
}

export function connectDatabase(
  databaseUrl: string,
  onError: (error: Error) => void,
  connections = 10,
  applicationName?: string,
): DatabaseHandle {
  const pool = new AuditContextPool({
    connectionString: databaseUrl,
    max: connections,
    application_name: applicationName,
    Client: AuditedUnnamedStatementsClient,
  });
  // An idle client losing its server (restart, shutdown) emits here; unhandled, it would crash the process.
  pool.on('error', onError);
  // So does a checked-out client between two of its queries (a transaction waiting on the app, a start-up lock held):
  // the pool listens only to idle ones, and the process would crash when PgBouncer or the server goes away. The
  // holder's next query then fails (Client was closed), which the error handler answers as an outage (503).
  pool.on('connect', (client) => client.on('error', onError));
  return { pool, db: drizzle({ client: pool }) };
}
