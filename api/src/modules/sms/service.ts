import type { SmsState, SmsTemplateUpdateFields } from '@agua/domain/contracts/sms';
import { messages } from '@agua/domain/messages';
import { isMozambicanPhone, normalizePhone } from '@agua/domain/rules/phone';
import { SMS_EVENTS, type SmsEvent } from '@agua/domain/rules/sms-template';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, listRows, type Page } from '../../http/list-query.ts';
import { clients } from '../clients/tables.ts';
import { templateSettings } from './outbox.ts';
import { smsMessages, smsOptOuts, smsTemplates } from './tables.ts';

// The SMS area's records (docs/domain.md "SMS notices"): templates, the outbox as staff read it, resends, the
// monthly counts and the clients' opt-out.

const a = messages.sms.api;

export const SMS_MESSAGE_SORT = ['messageId', 'createdAt', 'dueAt', 'state', 'event'] as const;
export type SmsMessageSortField = (typeof SMS_MESSAGE_SORT)[number];

export interface SmsMessageFilters {
  states?: SmsState[];
  events?: SmsEvent[];
  clientIds?: number[];
  /** Created from this instant (inclusive) … */
  from?: Date;
  /** … to this one (exclusive). */
  to?: Date;
}
export type SmsMessageListQuery = ListQuery<SmsMessageSortField> & SmsMessageFilters;

const messageColumns = {
  message: smsMessages,
  clientName: clients.name,
};
export type SmsMessageRow = typeof smsMessages.$inferSelect & { clientName: string };

/** The start of a Maputo month (YYYY-MM) as an instant, and the next month's. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, number - 1, 1, -2));
  const to = new Date(Date.UTC(year, number, 1, -2));
  return { from, to };
}

export function createSmsService(db: Database) {
  function selectMessages(executor: Executor = db) {
    return executor
      .select(messageColumns)
      .from(smsMessages)
      .innerJoin(clients, eq(clients.id, smsMessages.clientId));
  }
  const flatten = (rows: { message: typeof smsMessages.$inferSelect; clientName: string }[]) =>
    rows.map((row) => ({ ...row.message, clientName: row.clientName }));

  async function getById(id: number, executor: Executor = db): Promise<SmsMessageRow> {
    const [row] = flatten(await selectMessages(executor).where(eq(smsMessages.id, id)));
    if (!row) throw notFound(a.messageNotFound);
    return row;
  }

  async function requireClient(executor: Executor, clientId: number) {
    const [row] = await executor.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!row) throw notFound(a.clientNotFound);
  }

  return {
    getById,

    /** Every event's template (saved or default), with what it is saved as. */
    async templates() {
      const settings = await templateSettings(db);
      const saved = await db
        .select({ event: smsTemplates.event, updatedAt: smsTemplates.updatedAt })
        .from(smsTemplates);
      return SMS_EVENTS.map((event) => ({
        event,
        ...(settings.get(event) ?? { body: '', transliterate: true, daysBefore: null }),
        updatedAt: saved.find((row) => row.event === event)?.updatedAt ?? null,
      }));
    },

    async saveTemplate(input: SmsTemplateUpdateFields, actor: Actor) {
      const values = {
        body: input.body,
        transliterate: input.transliterate,
        daysBefore: input.daysBefore ?? null,
        updatedBy: actor.userId,
      };
      await db
        .insert(smsTemplates)
        .values({ event: input.event, ...values })
        .onConflictDoUpdate({ target: smsTemplates.event, set: { ...values, updatedAt: new Date() } });
    },

    list(query: SmsMessageListQuery): Promise<Page<SmsMessageRow>> {
      const clauses = listClauses(
        query,
        {
          idColumn: smsMessages.id,
          searchColumns: [clients.name, smsMessages.phone, smsMessages.body],
          sortColumns: {
            messageId: smsMessages.id,
            createdAt: smsMessages.createdAt,
            dueAt: smsMessages.dueAt,
            state: smsMessages.state,
            event: smsMessages.event,
          },
        },
        [
          query.states ? inArray(smsMessages.state, query.states) : undefined,
          query.events ? inArray(smsMessages.event, query.events) : undefined,
          query.clientIds ? inArray(smsMessages.clientId, query.clientIds) : undefined,
          query.from ? gte(smsMessages.createdAt, query.from) : undefined,
          query.to ? lt(smsMessages.createdAt, query.to) : undefined,
        ],
      );
      return findPage(clauses, {
        rows: async (window) => flatten(await listRows(selectMessages().$dynamic(), window)),
        count: async (where?: SQL) =>
          (
            await db
              .select({ n: count() })
              .from(smsMessages)
              .innerJoin(clients, eq(clients.id, smsMessages.clientId))
              .where(where)
          )[0]?.n ?? 0,
      });
    },

    /**
     * POST /sms-message/{id}/resend: the newest FAILED message of its event becomes a new QUEUED one (resend_of),
     * to the client's current number when it is now valid, under a new idempotency key. The failed row is locked,
     * so two resends at once make one message.
     */
    async resend(id: number, actor: Actor, now = new Date()): Promise<SmsMessageRow> {
      return db.transaction(async (tx) => {
        const [failed] = await tx.select().from(smsMessages).where(eq(smsMessages.id, id)).for('update');
        if (!failed) throw notFound(a.messageNotFound);
        const [newest] = await tx
          .select({ id: smsMessages.id, n: sql<number>`count(*) over ()` })
          .from(smsMessages)
          .where(eq(smsMessages.sourceKey, failed.sourceKey))
          .orderBy(sql`${smsMessages.id} desc`)
          .limit(1);
        if (failed.state !== 'FAILED' || newest?.id !== id) throw conflict(a.notResendable);
        const [client] = await tx
          .select({ phone: clients.phoneNumber })
          .from(clients)
          .where(eq(clients.id, failed.clientId));
        const current = normalizePhone(client?.phone ?? '');
        const [created] = await tx
          .insert(smsMessages)
          .values({
            event: failed.event,
            sourceKey: failed.sourceKey,
            clientId: failed.clientId,
            phone: isMozambicanPhone(current) ? `+258${current}` : failed.phone,
            body: failed.body,
            encoding: failed.encoding,
            parts: failed.parts,
            state: 'QUEUED',
            dueAt: now,
            idempotencyKey: `${failed.idempotencyKey.replace(/-r\d+$/, '')}-r${Number(newest.n)}`,
            resendOf: id,
            resentBy: actor.userId,
          })
          .returning({ id: smsMessages.id });
        return getById(created!.id, tx);
      });
    },

    /** What the outbox did in a Maputo month (messages created in it): by state, by event, sent and parts. */
    async monthlyCounts(month: string) {
      const { from, to } = monthBounds(month);
      const rows = await db
        .select({
          state: smsMessages.state,
          event: smsMessages.event,
          messages: count(),
          parts: sql<number>`sum(${smsMessages.parts})::int`,
        })
        .from(smsMessages)
        .where(and(gte(smsMessages.createdAt, from), lt(smsMessages.createdAt, to)))
        .groupBy(smsMessages.state, smsMessages.event);
      const handed = (state: string) => state === 'SENT' || state === 'DELIVERED';
      const byState = new Map<SmsState, number>();
      const byEvent = new Map<SmsEvent, { messages: number; parts: number }>();
      let sent = 0;
      let parts = 0;
      for (const row of rows) {
        byState.set(row.state, (byState.get(row.state) ?? 0) + row.messages);
        const event = byEvent.get(row.event) ?? { messages: 0, parts: 0 };
        event.messages += row.messages;
        if (handed(row.state)) {
          event.parts += Number(row.parts);
          sent += row.messages;
          parts += Number(row.parts);
        }
        byEvent.set(row.event, event);
      }
      return {
        month,
        byState: [...byState].map(([state, n]) => ({ state, messages: n })),
        byEvent: [...byEvent].map(([event, n]) => ({ event, ...n })),
        sent,
        parts,
      };
    },

    async optOut(clientId: number) {
      await requireClient(db, clientId);
      const [row] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.clientId, clientId));
      return { clientId, optedOut: Boolean(row), since: row?.createdAt ?? null };
    },

    async setOptOut(clientId: number, optedOut: boolean, actor: Actor) {
      await requireClient(db, clientId);
      if (optedOut) {
        await db
          .insert(smsOptOuts)
          .values({ clientId, createdBy: actor.userId })
          .onConflictDoNothing({ target: smsOptOuts.clientId });
      } else {
        await db.delete(smsOptOuts).where(eq(smsOptOuts.clientId, clientId));
      }
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
