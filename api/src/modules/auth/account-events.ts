import type { Executor } from '../../db/client.ts';
import { type AccountEventKind, accountEvents } from './tables.ts';

/**
 * Notes what was done to an account's credentials and by whom (table account_events): an administrator's reset of
 * a password or a second factor, one's own change, the administrators' rule. The audit trail, when the product has
 * one, takes these rows over; they never hold a secret. Written in the caller's transaction, so the note and the
 * change stand or fall together.
 */
export async function recordAccountEvent(
  executor: Executor,
  kind: AccountEventKind,
  { userId, actorId }: { userId: number | null; actorId: number },
): Promise<void> {
  await executor.insert(accountEvents).values({ kind, userId, actorId });
}
