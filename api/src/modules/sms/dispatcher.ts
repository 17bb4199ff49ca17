import { randomUUID } from 'node:crypto';
import { messages } from '@agua/domain/messages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insideSendingHours } from './hours.ts';
import { type SendResult, type SmsClient, SmsProviderUnreachable } from './provider/client.ts';
import type { SmsWorkConfig } from './provider/config.ts';
import { smsMessages } from './tables.ts';

// The dispatcher (docs/domain.md "SMS notices"): takes due outbox rows in batches and hands them to the provider,
// then asks for their delivery. A batch is claimed with FOR UPDATE SKIP LOCKED and leased (SENDING until
// lease_until, under a claim token), so any number of dispatchers in any number of api processes share the work and
// none sends a row another holds. A dispatcher that dies mid-batch leaves its rows SENDING; once the lease runs
// out another claims them and sends them again under the same idempotency key, which the provider answers as the
// first time without sending twice. Messages are handed over only inside the sending hours (08:00–20:00 Maputo time
// by default; the clock is the caller's: tests inject it); outside those hours they wait.

const f = messages.sms.failure;

export type SmsOutcome = 'sent' | 'rejected' | 'retry' | 'gave-up' | 'delivered' | 'undelivered';

export interface SmsDispatcherDeps {
  db: Database;
  client: SmsClient;
  work: SmsWorkConfig;
  /** How long a claimed batch stays the claimer's (more than a provider call may take). */
  leaseMs: number;
  /** Counts outcomes (the metrics). */
  count?: (outcome: SmsOutcome, messages: number) => void;
}

type Claimed = {
  id: number;
  phone: string;
  body: string;
  idempotency_key: string;
  attempts: number;
};

export interface DrainResult {
  sent: number;
  rejected: number;
  retried: number;
  delivered: number;
  undelivered: number;
}

/** Wait before retry `attempt` (1, 2, …): base, 2×base, 4×base … up to the maximum. */
export function retryDelayMs(work: SmsWorkConfig, attempt: number): number {
  return Math.min(work.backoffMs * 2 ** (attempt - 1), work.maxBackoffMs);
}

export function createSmsDispatcher(deps: SmsDispatcherDeps) {
  const { db, client, work } = deps;
  const count = (outcome: SmsOutcome, n: number) => n > 0 && deps.count?.(outcome, n);
  const at = (base: Date, ms: number) => new Date(base.getTime() + ms).toISOString();

  /**
   * Leases up to one batch of due rows (QUEUED and due, or SENDING with a lapsed lease) to `token`. Each kind is
   * found through its own partial index (sms_messages_due_idx, sms_messages_lease_idx): asked as one condition with
   * OR, PostgreSQL read the whole outbox for every claim, every sent and skipped message of every month (78 ms at
   * 300,000 rows, each dispatch; docs/performance.md "SMS notices of a billing run").
   */
  async function claim(now: Date, token: string): Promise<Claimed[]> {
    const moment = sql`${now.toISOString()}::timestamptz`;
    const result = await db.execute<Claimed>(sql`
      with due as (
             select id from ${smsMessages} where state = 'QUEUED' and due_at <= ${moment}
              order by id limit ${work.batchSize} for update skip locked),
           lapsed as (
             select id from ${smsMessages} where state = 'SENDING' and lease_until < ${moment}
              order by id limit ${work.batchSize} for update skip locked)
      update ${smsMessages} m
         set state = 'SENDING', lease_until = ${at(now, deps.leaseMs)}::timestamptz, claim_token = ${token},
             attempts = m.attempts + 1, updated_at = now()
       where m.id in (
         select id from (select id from due union all select id from lapsed) claimable
          order by id limit ${work.batchSize})
      returning m.id, m.phone, m.body, m.idempotency_key, m.attempts`);
    return result.rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
  }

  /** Records the provider's answers for rows still held under `token` (one statement). */
  async function record(
    now: Date,
    token: string,
    rows: Claimed[],
    results: SendResult[],
  ): Promise<DrainResult> {
    const outcome: DrainResult = { sent: 0, rejected: 0, retried: 0, delivered: 0, undelivered: 0 };
    const updates = rows.map((row, index) => {
      const result = results[index];
      if (result?.status === 'ACCEPTED') {
        outcome.sent += 1;
        return { id: row.id, state: 'SENT', reason: null, providerId: result.messageId, dueAt: null };
      }
      if (result?.status === 'REJECTED') {
        outcome.rejected += 1;
        return {
          id: row.id,
          state: 'FAILED',
          reason: f.rejected(result.code ?? '?'),
          providerId: null,
          dueAt: null,
        };
      }
      if (row.attempts >= work.maxAttempts) {
        outcome.rejected += 1;
        return { id: row.id, state: 'FAILED', reason: f.gaveUp(row.attempts), providerId: null, dueAt: null };
      }
      outcome.retried += 1;
      const dueAt = at(now, retryDelayMs(work, row.attempts));
      return { id: row.id, state: 'QUEUED', reason: null, providerId: null, dueAt };
    });
    await db.execute(sql`
      update ${smsMessages} m
         set state = u.state, reason = u.reason, provider_message_id = coalesce(u.provider_id, m.provider_message_id),
             due_at = coalesce(u.due_at, m.due_at), lease_until = null, claim_token = null,
             sent_at = case when u.state = 'SENT' then ${now.toISOString()}::timestamptz else m.sent_at end,
             check_at = case when u.state = 'SENT' then ${at(now, work.statusDelayMs)}::timestamptz end,
             updated_at = now()
        from unnest(${sql.param(updates.map((u) => u.id))}::int[],
                    ${sql.param(updates.map((u) => u.state))}::text[],
                    ${sql.param(updates.map((u) => u.reason))}::text[],
                    ${sql.param(updates.map((u) => u.providerId))}::text[],
                    ${sql.param(updates.map((u) => u.dueAt))}::timestamptz[])
             as u(id, state, reason, provider_id, due_at)
       where m.id = u.id and m.state = 'SENDING' and m.claim_token = ${token}`);
    count('sent', outcome.sent);
    count('rejected', outcome.rejected);
    count('retry', outcome.retried);
    return outcome;
  }

  /** Claims and sends one batch; answers null when nothing was due. */
  async function sendBatch(now: Date): Promise<DrainResult | null> {
    const token = randomUUID();
    const rows = await claim(now, token);
    if (rows.length === 0) return null;
    let results: SendResult[];
    try {
      results = await client.send(
        rows.map((row) => ({ to: row.phone, text: row.body, reference: row.idempotency_key })),
      );
    } catch (error) {
      if (!(error instanceof SmsProviderUnreachable)) throw error;
      // No answer: every row is retried later, under the same key (the provider may have taken them).
      results = rows.map((row) => ({
        reference: row.idempotency_key,
        status: 'THROTTLED',
        messageId: null,
        code: null,
      }));
    }
    return record(now, token, rows, results);
  }

  /** Asks the provider about one batch of SENT rows whose check is due. */
  async function checkBatch(now: Date): Promise<DrainResult | null> {
    const claimed = await db.execute<{ id: number; provider_message_id: string; status_checks: number }>(sql`
      update ${smsMessages} m
         set check_at = ${at(now, deps.leaseMs)}::timestamptz, status_checks = m.status_checks + 1
       where m.id in (
         select id from ${smsMessages}
          where state = 'SENT' and check_at <= ${now.toISOString()}::timestamptz
          order by check_at limit 1000
          for update skip locked)
      returning m.id, m.provider_message_id, m.status_checks`);
    if (claimed.rows.length === 0) return null;
    const statuses = new Map<string, string>();
    try {
      for (const result of await client.status(claimed.rows.map((row) => row.provider_message_id)))
        statuses.set(result.messageId, result.status);
    } catch (error) {
      if (!(error instanceof SmsProviderUnreachable)) throw error;
    }
    const outcome: DrainResult = { sent: 0, rejected: 0, retried: 0, delivered: 0, undelivered: 0 };
    const updates = claimed.rows.map((row) => {
      const status = statuses.get(row.provider_message_id);
      if (status === 'DELIVERED') outcome.delivered += 1;
      if (status === 'UNDELIVERED') outcome.undelivered += 1;
      const checks = Number(row.status_checks);
      const next =
        checks >= work.maxStatusChecks ? null : at(now, work.statusDelayMs * 2 ** Math.min(checks, 10));
      return {
        id: Number(row.id),
        state: status === 'DELIVERED' ? 'DELIVERED' : status === 'UNDELIVERED' ? 'FAILED' : 'SENT',
        reason: status === 'UNDELIVERED' ? f.undelivered : null,
        checkAt: status === 'DELIVERED' || status === 'UNDELIVERED' ? null : next,
      };
    });
    await db.execute(sql`
      update ${smsMessages} m
         set state = u.state, reason = u.reason, check_at = u.check_at, updated_at = now(),
             delivered_at = case when u.state = 'DELIVERED' then ${now.toISOString()}::timestamptz end
        from unnest(${sql.param(updates.map((u) => u.id))}::int[],
                    ${sql.param(updates.map((u) => u.state))}::text[],
                    ${sql.param(updates.map((u) => u.reason))}::text[],
                    ${sql.param(updates.map((u) => u.checkAt))}::timestamptz[])
             as u(id, state, reason, check_at)
       where m.id = u.id and m.state = 'SENT'`);
    count('delivered', outcome.delivered);
    count('undelivered', outcome.undelivered);
    return outcome;
  }

  const add = (total: DrainResult, part: DrainResult | null) => {
    if (!part) return false;
    for (const key of Object.keys(total) as (keyof DrainResult)[]) total[key] += part[key];
    return true;
  };

  return {
    /**
     * Sends everything due at `now` (inside the sending hours; `concurrency` batches at once) and checks the
     * deliveries due, until nothing is left or `budgetMs` has passed. Answers what it did.
     */
    async drain(now: Date, budgetMs = 30_000): Promise<DrainResult> {
      const total: DrainResult = { sent: 0, rejected: 0, retried: 0, delivered: 0, undelivered: 0 };
      const started = performance.now();
      const inTime = () => performance.now() - started < budgetMs;
      if (insideSendingHours(now, work.hours)) {
        await Promise.all(
          Array.from({ length: Math.max(1, work.concurrency) }, async () => {
            while (inTime() && add(total, await sendBatch(now))) {
              // next batch
            }
          }),
        );
      }
      while (inTime() && add(total, await checkBatch(now))) {
        // next batch
      }
      return total;
    },
  };
}

export type SmsDispatcher = ReturnType<typeof createSmsDispatcher>;
