import type { InvoiceUpdateFields, ZoneWaterBillsQuery } from '@agua/domain/contracts/invoice';
import { formatDate, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { eq, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import { sharedTableTotal } from '../../db/shared-table-total.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { findPage, listClauses, listRows, type Page } from '../../http/list-query.ts';
import { lockContract } from '../ledger/ledger.ts';
import { readings } from '../readings/tables.ts';
import { zones } from '../setup/tables.ts';
import { type BillMonth, type ClientBill, toClientBills } from './client-bill.ts';
import { activeFineTiers } from './fines.ts';
import { issueReadingInvoice } from './issue.ts';
import {
  countInvoiceRows,
  countInvoicesAlone,
  countNeedsJoins,
  filterClauses,
  INVOICE_SORT_COLUMNS,
  type InvoiceListQuery,
  searchClause,
  selectInvoiceRows,
} from './queries.ts';
import { type InvoiceRow, rowsAsOfToday, toWaterBill, type WaterBill } from './rows.ts';
import { invoices } from './tables.ts';
import { selectWaterBills } from './water-bill-queries.ts';
import {
  balancesOf,
  countZoneBills,
  latestUnpaidMonth,
  nextInstalmentsOf,
  unpaidBillsUpTo,
  zoneBillClientsAfter,
} from './zone-bill-queries.ts';

const m = messages.invoices;

export function createInvoiceService(db: Database) {
  // Every invoice, as the dashboard and the unfiltered list count them (db/shared-table-total.ts).
  const allInvoices = sharedTableTotal(() => db.$count(invoices));
  async function getOne(where: SQL, executor: Executor = db): Promise<InvoiceRow> {
    const rows = await selectInvoiceRows(executor).where(where);
    const [row] = await rowsAsOfToday(executor, rows);
    if (!row) throw notFound(messages.readings.invoice.notFound);
    return row;
  }

  const getById = (id: number, executor: Executor = db) => getOne(eq(invoices.id, id), executor);
  const getByReading = (readingId: number) => getOne(eq(invoices.readingId, readingId));

  /**
   * Locks the invoice for a change, after its contract: a payment locks the contract first too, so an edit and a
   * payment of one invoice take turns and the later one sees what the earlier did.
   */
  async function lockInvoice(tx: Executor, id: number) {
    const [head] = await tx
      .select({ contractId: invoices.contractId })
      .from(invoices)
      .where(eq(invoices.id, id));
    if (!head) throw notFound(messages.readings.invoice.notFound);
    await lockContract(tx, head.contractId);
    const [stored] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!stored) throw notFound(messages.readings.invoice.notFound);
    return stored;
  }

  async function zoneExists(zoneId: number) {
    const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId));
    if (!zone) throw notFound(m.zoneNotFound);
  }

  return {
    /** How many there are in all (GET /count). */
    count: (): Promise<number> => allInvoices(),

    getById,
    getByReading,

    /** Every invoice list: filters (for DataLoader batches and the screens), `q`, sort and paging. */
    async list(query: InvoiceListQuery): Promise<Page<InvoiceRow>> {
      const clauses = listClauses(
        { ...query, q: undefined },
        { idColumn: invoices.id, searchColumns: [], sortColumns: INVOICE_SORT_COLUMNS },
        [...filterClauses(query), searchClause(query.q)],
      );
      const page = await findPage(clauses, {
        rows: (window) => listRows(selectInvoiceRows(db).$dynamic(), window),
        count: async (where) =>
          (await (countNeedsJoins(query) ? countInvoiceRows : countInvoicesAlone)(db, where))[0]?.n ?? 0,
        all: allInvoices,
      });
      return { rows: await rowsAsOfToday(db, page.rows), total: page.total };
    },

    /**
     * POST /invoice: the invoice of a reading, priced with the tariff of the meter's active contract. POST /reading
     * already issues it, so this answers the existing invoice (`created: false`) rather than a second one; the
     * reading's row lock makes two such calls take turns.
     */
    async createForReading(readingId: number): Promise<{ invoice: InvoiceRow; created: boolean }> {
      const created = await db.transaction(async (tx) => {
        const [reading] = await tx
          .select({ id: readings.id })
          .from(readings)
          .where(eq(readings.id, readingId))
          .for('update');
        if (!reading) throw notFound(messages.readings.rules.notFound);
        const [existing] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(eq(invoices.readingId, readingId));
        if (existing) return false;
        await issueReadingInvoice(tx, readingId);
        return true;
      });
      return { invoice: await getByReading(readingId), created };
    },

    /**
     * PUT /invoice/{id} (ADMIN): the limit date and cancelling (docs/domain.md "Invoices"). Amounts follow the
     * reading; a paid invoice never changes (409); a cancelled reading's invoice stays cancelled (409). No balance
     * moves: an unpaid or cancelled invoice has no ledger row (the ledger settles invoices when a receipt pays them).
     */
    async update(id: number, input: InvoiceUpdateFields): Promise<InvoiceRow> {
      if (input.invoiceId !== undefined && input.invoiceId !== id) {
        throw badRequest(m.invoiceIdMismatch, [{ field: 'invoiceId', message: m.invoiceIdMismatch }]);
      }
      return db.transaction(async (tx) => {
        const stored = await lockInvoice(tx, id);
        if (stored.paymentStatus === 'PAID') throw conflict(m.paidUnchangeable);
        const issued = todayInMaputo(stored.createdAt);
        if (input.limitDate < issued) {
          const message = m.limitDateBeforeIssue(formatDate(issued));
          throw badRequest(message, [{ field: 'limitDate', message }]);
        }
        if (input.paymentStatus === null && stored.paymentStatus === 'CANCELED') {
          const [reading] = await tx
            .select({ state: readings.state })
            .from(readings)
            .where(eq(readings.id, stored.readingId));
          if (reading?.state === 'CANCELED') throw conflict(m.readingCanceled);
        }
        await tx
          .update(invoices)
          .set({ limitDate: input.limitDate, paymentStatus: input.paymentStatus })
          .where(eq(invoices.id, id));
        return getById(id, tx);
      });
    },

    /**
     * DELETE /invoice/{id} (ADMIN): an unpaid or cancelled invoice goes; a paid one stays (409), since a receipt and
     * the ledger's settlement row point at it. No balance moves (an unpaid invoice has no ledger row). The reading
     * stays and is left without an invoice until POST /invoice issues it again (current tariff, new term).
     */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const stored = await lockInvoice(tx, id);
        if (stored.paymentStatus === 'PAID') throw conflict(m.paidUndeletable);
        await tx.delete(invoices).where(eq(invoices.id, id));
      });
    },

    /** Everything the water bill of one reading prints, in one query. */
    async waterBill(readingId: number): Promise<WaterBill> {
      const [row] = await selectWaterBills(db).where(eq(invoices.readingId, readingId));
      if (!row) throw notFound(messages.readings.invoice.notFound);
      const today = todayInMaputo();
      const overdue = row.invoice.paymentStatus === null && row.invoice.limitDate < today;
      return toWaterBill(row, overdue ? await activeFineTiers(db) : [], today);
    },

    /**
     * The month the zone's bills are for and how many there are (404 for an unknown zone): `month` as asked, else
     * the zone's most recent month with an unpaid invoice (none: 0 bills).
     */
    async zoneBillsPlan(
      zoneId: number,
      query: ZoneWaterBillsQuery,
    ): Promise<{ month: BillMonth; onlyMonth: boolean; count: number } | undefined> {
      await zoneExists(zoneId);
      const month = query.month
        ? { year: Number(query.month.slice(0, 4)), month: Number(query.month.slice(5, 7)) }
        : await latestUnpaidMonth(db, zoneId);
      if (!month) return undefined;
      const onlyMonth = query.onlyMonth === 'true';
      return { month, onlyMonth, count: await countZoneBills(db, zoneId, month, onlyMonth) };
    },

    /**
     * The zone's bills, one per client owing for the month (or up to it), by client name, in pages of `batchSize`
     * clients read one after another (keyset pagination), so a caller streaming them holds one page at a time
     * whatever the zone's size. The fine tiers and "today" are read once: every bill of one document is as of the
     * same day.
     */
    async *zoneClientBills(
      zoneId: number,
      filter: { month: BillMonth; onlyMonth: boolean },
      batchSize = 100,
    ): AsyncGenerator<ClientBill[]> {
      const tiers = await activeFineTiers(db);
      const today = todayInMaputo();
      let after: { name: string; id: number } | undefined;
      for (;;) {
        const page = await zoneBillClientsAfter(db, zoneId, filter, after, batchSize);
        if (page.length === 0) return;
        const ids = page.map((client) => client.id);
        const [rows, balances, agreements] = await Promise.all([
          unpaidBillsUpTo(db, ids, filter.month),
          balancesOf(db, ids),
          nextInstalmentsOf(db, ids),
        ]);
        yield toClientBills(filter.month, rows, balances, tiers, today, agreements);
        after = page[page.length - 1]!;
        if (page.length < batchSize) return;
      }
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
export type { InvoiceRow, WaterBill };

declare module 'fastify' {
  interface FastifyInstance {
    invoices: InvoiceService;
  }
}

export default fp(
  async (app) => {
    app.decorate('invoices', createInvoiceService(app.db));
  },
  { name: 'invoices', dependencies: ['db'] },
);
