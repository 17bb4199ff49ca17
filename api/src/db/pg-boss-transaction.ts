import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from './client.ts';

// A job written in the transaction that records its request (modules/mpesa/queue.ts, modules/imports/import-queue.ts):
// the request and its job are committed together or not at all, so no row waits for a job that was never sent.

/** pg-boss's SQL ($1, $2 … placeholders) run through the caller's drizzle transaction. */
export function inTransaction(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await tx.execute(sql.join(chunks, sql``));
      return { rows: result.rows };
    },
  };
}
