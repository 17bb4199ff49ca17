import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { tillClosings } from './tables.ts';

// The lock a till's closing and its user's payments share (docs/domain.md "Fecho de caixa"): payments hold it shared,
// so they never wait on each other; a closing holds it exclusively, so it waits for the payments in flight (and
// counts them) and the payments after it see the closing and are refused. Never lost either way.
const TILL_LOCK = 7301;

export async function lockTillShared(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${TILL_LOCK}, ${userId})`);
}

export async function lockTillExclusive(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TILL_LOCK}, ${userId})`);
}

/** A receipt a staff member registers for a day their till is closed is refused (409 naming paymentDate). */
export async function assertTillOpen(tx: Executor, userId: number, day: string): Promise<void> {
  await lockTillShared(tx, userId);
  const [closed] = await tx
    .select({ id: tillClosings.id })
    .from(tillClosings)
    .where(and(eq(tillClosings.userId, userId), eq(tillClosings.day, day)));
  if (closed) {
    const message = messages.tills.api.tillClosed(formatDate(day));
    throw new HttpError(409, message, [{ field: 'paymentDate', message }]);
  }
}
