import type { ReceiptCreateFields, ReceiptUpdateFields } from '@agua/domain/contracts/receipt';
import { messages } from '@agua/domain/messages';
import {
  type AnyColumn,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import { sharedTableTotal } from '../../db/shared-table-total.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { type Answer, runIdempotent } from '../../http/idempotency.ts';
import {
  escapeLike,
  findPage,
  type ListQuery,
  listClauses,
  listRows,
  type Page,
} from '../../http/list-query.ts';
import { clients } from '../clients/tables.ts';
import { invoices } from '../invoices/tables.ts';
import { readings } from '../readings/tables.ts';
import { enterprises, zones } from '../setup/tables.ts';
import type { PricedLine } from '../tariffs/price.ts';
import { users } from '../users/tables.ts';
import { correctReceipt, payInvoices, reverseReceipt } from './payment.ts';
import { receiptInvoices } from './receipt-invoices-tables.ts';
import { receipts } from './tables.ts';

export const RECEIPT_SORT_FIELDS = [
  'receiptID',
  'paymentDate',
  'amount',
  'clientId',
  'contractId',
  'paymentMethod',
  'createdAt',
] as const;
export type ReceiptSortField = (typeof RECEIPT_SORT_FIELDS)[number];

export interface ReceiptFilters {
  clientIds?: number[];
  contractIds?: number[];
  reversed?: boolean;
}
export type ReceiptListQuery = ListQuery<ReceiptSortField> & ReceiptFilters;

/** One invoice a receipt paid, as paid. */
export interface ReceiptLine {
  invoiceId: number;
  description: string | null;
  readingMonth: number;
  readingYear: number;
  amount: number;
  fineAmount: number;
  finePercentage: number;
  /** The invoice's bill lines under a tariff version (docs/domain.md "Tarifas"), printed on the receipt; else null. */
  billLines: PricedLine[] | null;
}

export type ReceiptRow = typeof receipts.$inferSelect & { clientName: string; lines: ReceiptLine[] };

const receiptColumns = { ...getTableColumns(receipts), clientName: clients.name };

/** `q` sees what the receipt list shows: numbers, the client's name, purpose, method, dd/mm/aaaa date, amount. */
function searchClause(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const lowered = q.toLowerCase();
  const pattern = `%${escapeLike(lowered)}%`;
  const parts: SQL[] = [
    sql`lower(coalesce(${receipts.purpose}, '')) like ${pattern}`,
    sql`lower(${receipts.paymentMethod}) like ${pattern}`,
    sql`to_char(${receipts.paymentDate} at time zone 'Africa/Maputo', 'DD/MM/YYYY') like ${pattern}`,
    sql`${receipts.amount}::text like ${pattern}`,
    sql`${receipts.clientId} = any(array(select ${clients.id} from ${clients}
      where lower(${clients.name}) like ${pattern}))`,
  ];
  if (/^\d{1,9}$/.test(q)) {
    const id = Number(q);
    parts.push(sql`${receipts.id} = ${id} or ${receipts.clientId} = ${id} or ${receipts.contractId} = ${id}`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

const sortColumns: Record<ReceiptSortField, AnyColumn> = {
  receiptID: receipts.id,
  paymentDate: receipts.paymentDate,
  amount: receipts.amount,
  clientId: receipts.clientId,
  contractId: receipts.contractId,
  paymentMethod: receipts.paymentMethod,
  createdAt: receipts.createdAt,
};

export function createReceiptService(db: Database) {
  // Every one of them, as the dashboard and the unfiltered list count them (db/shared-table-total.ts).
  const allReceipts = sharedTableTotal(() => db.$count(receipts));
  async function linesOf(executor: Executor, receiptIds: number[]): Promise<Map<number, ReceiptLine[]>> {
    const byReceipt = new Map<number, ReceiptLine[]>();
    if (receiptIds.length === 0) return byReceipt;
    const rows = await executor
      .select({
        receiptId: receiptInvoices.receiptId,
        invoiceId: receiptInvoices.invoiceId,
        description: invoices.description,
        readingMonth: readings.readingMonth,
        readingYear: readings.readingYear,
        amount: receiptInvoices.amount,
        fineAmount: receiptInvoices.fineAmount,
        finePercentage: receiptInvoices.finePercentage,
        billLines: invoices.lines,
      })
      .from(receiptInvoices)
      .innerJoin(invoices, eq(invoices.id, receiptInvoices.invoiceId))
      .innerJoin(readings, eq(readings.id, invoices.readingId))
      .where(inArray(receiptInvoices.receiptId, receiptIds))
      .orderBy(asc(readings.readingYear), asc(readings.readingMonth), asc(receiptInvoices.invoiceId));
    for (const { receiptId, ...line } of rows) {
      const list = byReceipt.get(receiptId) ?? [];
      list.push(line);
      byReceipt.set(receiptId, list);
    }
    return byReceipt;
  }

  async function withLines(
    executor: Executor,
    rows: (typeof receipts.$inferSelect & { clientName: string })[],
  ): Promise<ReceiptRow[]> {
    const lines = await linesOf(
      executor,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, lines: lines.get(row.id) ?? [] }));
  }

  async function getById(id: number, executor: Executor = db): Promise<ReceiptRow> {
    const [row] = await executor
      .select(receiptColumns)
      .from(receipts)
      .innerJoin(clients, eq(clients.id, receipts.clientId))
      .where(eq(receipts.id, id));
    if (!row) throw notFound(messages.receipts.api.receiptNotFound);
    return (await withLines(executor, [row]))[0]!;
  }

  return {
    /** How many receipts there are, reversed ones included (GET /count). */
    count: (): Promise<number> => allReceipts(),

    getById,

    async list(query: ReceiptListQuery): Promise<Page<ReceiptRow>> {
      const clauses = listClauses(
        { ...query, q: undefined },
        { idColumn: receipts.id, searchColumns: [], sortColumns },
        [
          query.clientIds ? inArray(receipts.clientId, query.clientIds) : undefined,
          query.contractIds ? inArray(receipts.contractId, query.contractIds) : undefined,
          query.reversed === undefined
            ? undefined
            : query.reversed
              ? isNotNull(receipts.reversedAt)
              : isNull(receipts.reversedAt),
          searchClause(query.q),
        ],
      );
      const page = await findPage(clauses, {
        rows: (window) =>
          listRows(
            db
              .select(receiptColumns)
              .from(receipts)
              .innerJoin(clients, eq(clients.id, receipts.clientId))
              .$dynamic(),
            window,
          ),
        count: async (where) => (await db.select({ n: count() }).from(receipts).where(where))[0]?.n ?? 0,
        all: allReceipts,
      });
      return { rows: await withLines(db, page.rows), total: page.total };
    },

    /**
     * POST /receipt, answered through the idempotency store: `answer` turns the new receipt into the response the
     * caller gets (and a repeat gets again). An M-Pesa payment comes through here too, with the provider's
     * transaction id as key and `reference` (modules/mpesa/worker.ts).
     */
    pay(
      input: ReceiptCreateFields,
      actor: Actor,
      idempotencyKey: string | undefined,
      answer: (receipt: ReceiptRow) => unknown,
      reference: string | null = null,
    ): Promise<Answer & { replayed: boolean }> {
      return runIdempotent(
        db,
        { key: idempotencyKey, userId: actor.userId, route: 'POST /receipt', body: input },
        async (tx) => {
          const id = await payInvoices(tx, input, actor, new Date(), reference);
          return { statusCode: 201, body: answer(await getById(id, tx)) };
        },
      );
    },

    async correct(id: number, input: ReceiptUpdateFields): Promise<ReceiptRow> {
      return db.transaction(async (tx) => {
        await correctReceipt(tx, id, input);
        return getById(id, tx);
      });
    },

    reverse(id: number, actor: Actor, reason?: string): Promise<void> {
      return db.transaction((tx) => reverseReceipt(tx, id, actor, reason));
    },

    /** Everything the receipt PDF prints. */
    async document(id: number) {
      const receipt = await getById(id);
      const [row] = await db
        .select({
          client: {
            name: clients.name,
            nuit: clients.nuit,
            address: clients.address,
            phoneNumber: clients.phoneNumber,
          },
          zone: { designation: zones.designation },
          enterprise: {
            name: enterprises.name,
            nuit: enterprises.nuit,
            address: enterprises.address,
            phoneNumber: enterprises.phoneNumber,
            email: enterprises.email,
          },
        })
        .from(clients)
        .innerJoin(zones, eq(zones.id, clients.zoneId))
        .innerJoin(enterprises, eq(enterprises.id, zones.enterpriseId))
        .where(eq(clients.id, receipt.clientId));
      if (!row) throw notFound(messages.receipts.api.receiptNotFound);
      const names = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [receipt.createdBy ?? 0, receipt.reversedBy ?? 0]));
      const nameOf = (userId: number | null) => names.find((user) => user.id === userId)?.name ?? '';
      return { ...row, receipt, cashier: nameOf(receipt.createdBy), reverser: nameOf(receipt.reversedBy) };
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
export type ReceiptDocument = Awaited<ReturnType<ReceiptService['document']>>;

declare module 'fastify' {
  interface FastifyInstance {
    receipts: ReceiptService;
  }
}

export default fp(
  async (app) => {
    app.decorate('receipts', createReceiptService(app.db));
  },
  { name: 'receipts', dependencies: ['db'] },
);
