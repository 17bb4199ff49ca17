import { paymentMethodLabel } from '@agua/domain/contracts/receipt';
import type { TillCloseFields } from '@agua/domain/contracts/till';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { type Centavos, toCentavos } from '@agua/domain/money';
import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { receipts } from '../receipts/tables.ts';
import { users } from '../users/tables.ts';
import { lockTillExclusive } from './guard.ts';
import { tillClosings } from './tables.ts';

const t = messages.tills.api;

/** Whose till: oneself, or another user for an administrator only; a reporting tool (null) names the user. */
function tillOwner(actor: Actor | null, userId: number | undefined): number {
  if (actor === null) {
    if (userId === undefined)
      throw badRequest(t.userRequired, [{ field: 'userId', message: t.userRequired }]);
    return userId;
  }
  if (userId === undefined || userId === actor.userId) return actor.userId;
  if (actor.role !== 'ADMIN') throw forbidden(t.otherUser);
  return userId;
}

/** The user's receipts of the day (Maputo), live ones by method and the reversed ones, in one query. */
async function dayTotals(db: Executor, userId: number, day: string) {
  const rows = await db
    .select({
      method: receipts.paymentMethod,
      reversed: sql<boolean>`${receipts.reversedAt} is not null`,
      count: sql<number>`count(*)::int`,
      total: sql<string>`sum(${receipts.amount})::text`,
    })
    .from(receipts)
    .where(
      and(
        eq(receipts.createdBy, userId),
        sql`(${receipts.paymentDate} at time zone 'Africa/Maputo')::date = ${day}::date`,
      ),
    )
    .groupBy(receipts.paymentMethod, sql`${receipts.reversedAt} is not null`)
    .orderBy(receipts.paymentMethod);
  const live = rows.filter((row) => !row.reversed);
  const reversed = rows.filter((row) => row.reversed);
  const sum = (list: typeof rows) => list.reduce((acc, row) => acc + toCentavos(row.total), 0);
  const cash = live.find((row) => row.method === 'NUMERARIO');
  return {
    methods: live.map((row) => ({
      method: row.method,
      label: paymentMethodLabel(row.method),
      count: row.count,
      total: toCentavos(row.total),
    })),
    receiptCount: live.reduce((acc, row) => acc + row.count, 0),
    receiptTotal: sum(live),
    reversedCount: reversed.reduce((acc, row) => acc + row.count, 0),
    reversedTotal: sum(reversed),
    expectedCash: cash ? toCentavos(cash.total) : (0 as Centavos),
  };
}

export function createTillService(db: Database) {
  async function summary(actor: Actor | null, query: { day?: string; userId?: number }) {
    const userId = tillOwner(actor, query.userId);
    const day = query.day ?? todayInMaputo();
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound(t.userNotFound);
    const [closing] = await db
      .select({ row: tillClosings, closedBy: users.name })
      .from(tillClosings)
      .innerJoin(users, eq(users.id, tillClosings.closedBy))
      .where(and(eq(tillClosings.userId, userId), eq(tillClosings.day, day)));
    return {
      userId,
      userName: user.name,
      day,
      ...(await dayTotals(db, userId, day)),
      closing: closing ?? null,
    };
  }

  /**
   * POST /tills/close: under the till's exclusive lock (payments in flight finish first and are counted), the day's
   * totals are taken, the difference counted − expected recorded; a second closing is a 409.
   */
  async function close(actor: Actor, input: TillCloseFields) {
    const userId = tillOwner(actor, input.userId);
    if (input.day > todayInMaputo()) throw badRequest(t.futureDay, [{ field: 'day', message: t.futureDay }]);
    await db.transaction(async (tx) => {
      await lockTillExclusive(tx, userId);
      const [existing] = await tx
        .select({ id: tillClosings.id })
        .from(tillClosings)
        .where(and(eq(tillClosings.userId, userId), eq(tillClosings.day, input.day)));
      if (existing) throw conflict(t.alreadyClosed);
      const totals = await dayTotals(tx, userId, input.day);
      const counted = toCentavos(input.countedCash);
      await tx.insert(tillClosings).values({
        userId,
        day: input.day,
        expectedCash: totals.expectedCash,
        countedCash: counted,
        difference: counted - totals.expectedCash,
        receiptCount: totals.receiptCount,
        receiptTotal: totals.receiptTotal,
        note: input.note ?? null,
        closedBy: actor.userId,
      });
    });
    return summary(actor, { day: input.day, userId });
  }

  return { summary, close };
}

export type TillService = ReturnType<typeof createTillService>;
export type TillSummary = Awaited<ReturnType<TillService['summary']>>;

declare module 'fastify' {
  interface FastifyInstance {
    tills: TillService;
  }
}

export default fp(
  async (app) => {
    app.decorate('tills', createTillService(app.db));
  },
  { name: 'tills', dependencies: ['db'] },
);
