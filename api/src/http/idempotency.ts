import { createHash } from 'node:crypto';
import { messages } from '@agua/domain/messages';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../db/client.ts';
import { conflict, errorBody, HttpError } from './errors.ts';

// A request repeated with the same Idempotency-Key (a retry on a slow link, a double click) gets the first answer
// back and changes nothing (docs/domain.md "Receipts and payments"). The key is claimed by an insert … on conflict
// in the same transaction as the work, so simultaneous repeats wait for the first one and then read its answer:
// one receipt however many arrive at once. Keys belong to a user: two users may use the same key. The table,
// idempotency_keys, is declared with the users' sessions (modules/auth/tables.ts, for its foreign key to users);
// this layer, which serves every area, reads and writes it by name.

const HEADER = 'idempotency-key';

/** The route's header schema: the optional key, 1–255 characters; the other headers pass through untouched. */
export const idempotencyHeadersSchema = z.looseObject({
  [HEADER]: z
    .string()
    .trim()
    .min(1, messages.receipts.api.idempotencyKeyInvalid)
    .max(255, messages.receipts.api.idempotencyKeyInvalid)
    .optional()
    .describe(
      'Idempotency-Key: a repeat with the same key and body answers the first answer and changes nothing',
    ),
});

export interface Answer {
  statusCode: number;
  body: unknown;
}

export interface IdempotentCall {
  /** The Idempotency-Key header, when the caller sent one. */
  key: string | undefined;
  userId: number;
  /** The operation, e.g. "POST /receipt": the same key on another route is another request. */
  route: string;
  /** The validated body: a repeat must carry the same one. */
  body: unknown;
}

/** JSON with object keys sorted, so two equal bodies hash alike whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs `work` in one transaction and answers what it answers. With a key: the first request claims it and stores
 * its answer, refusals (4xx) included, in the same transaction; a repeat with the same body gets that answer back
 * (`replayed`), the same key with another body is a 422. A 5xx rolls everything back, key included, so the
 * request may be retried.
 */
export async function runIdempotent(
  db: Database,
  call: IdempotentCall,
  work: (tx: Transaction) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const { key } = call;
  if (key === undefined) return { ...(await db.transaction(work)), replayed: false };
  const requestHash = createHash('sha256')
    .update(`${call.route}\n${canonical(call.body)}`)
    .digest('hex');
  return db.transaction(async (tx) => {
    const claimed = (
      await tx.execute<{ id: number }>(sql`
        insert into idempotency_keys (key, user_id, route, request_hash)
        values (${key}, ${call.userId}, ${call.route}, ${requestHash})
        on conflict (user_id, key) do nothing
        returning id`)
    ).rows[0];
    if (!claimed) {
      // The first request has committed (the insert above waited for it): answer what it answered.
      const stored = (
        await tx.execute<{
          request_hash: string;
          response_status: number | null;
          response_body: unknown;
        }>(sql`
          select request_hash, response_status, response_body from idempotency_keys
          where user_id = ${call.userId} and key = ${key}`)
      ).rows[0];
      if (!stored || stored.request_hash !== requestHash) {
        const message = messages.receipts.api.idempotencyKeyReused;
        throw new HttpError(422, message, [{ field: 'Idempotency-Key', message }]);
      }
      if (stored.response_status === null) throw conflict(messages.api.concurrentUpdate);
      return { statusCode: stored.response_status, body: stored.response_body, replayed: true };
    }
    let answer: Answer;
    try {
      answer = await tx.transaction(work);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      answer = {
        statusCode: error.statusCode,
        body: errorBody(error.statusCode, error.message, error.details),
      };
    }
    await tx.execute(sql`
      update idempotency_keys set response_status = ${answer.statusCode},
                                  response_body = ${JSON.stringify(answer.body)}::jsonb
      where id = ${claimed.id}`);
    return { ...answer, replayed: false };
  });
}
