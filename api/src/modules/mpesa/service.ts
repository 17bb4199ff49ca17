import { randomBytes } from 'node:crypto';
import {
  type MpesaPaymentCreateFields,
  type MpesaStatus,
  OPEN_MPESA_STATUSES,
} from '@agua/domain/contracts/mpesa-payment';
import { todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN, toMeticais } from '@agua/domain/money';
import { normalizePhone } from '@agua/domain/rules/phone';
import { type AnyColumn, and, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import {
  escapeLike,
  findPage,
  type ListQuery,
  listClauses,
  listRows,
  type Page,
} from '../../http/list-query.ts';
import { clients } from '../clients/tables.ts';
import { lockInvoicesToPay } from '../receipts/payment.ts';
import type { JobQueue } from './queue.ts';
import { mpesaPaymentInvoices, mpesaPayments } from './tables.ts';

// M-Pesa payment requests as records (docs/domain.md "M-Pesa payment requests"): asking, listing, reading. The
// provider calls and their outcomes live in worker.ts.

const m = messages.mpesa;

export const MPESA_SORT_FIELDS = ['id', 'createdAt', 'amount', 'status', 'clientId'] as const;
export type MpesaSortField = (typeof MPESA_SORT_FIELDS)[number];
export type MpesaListQuery = ListQuery<MpesaSortField> & { status?: MpesaStatus[]; clientIds?: number[] };

export type MpesaPaymentRow = typeof mpesaPayments.$inferSelect & {
  clientName: string;
  invoiceIds: number[];
};

const columns = { ...getTableColumns(mpesaPayments), clientName: clients.name };
const sortColumns: Record<MpesaSortField, AnyColumn> = {
  id: mpesaPayments.id,
  createdAt: mpesaPayments.createdAt,
  amount: mpesaPayments.amount,
  status: mpesaPayments.status,
  clientId: mpesaPayments.clientId,
};

/** input_ThirdPartyReference: unique per request, 12 capitals and digits (never reused, even across databases). */
function thirdPartyReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

export function createMpesaService(db: Database, queue: () => JobQueue) {
  async function withInvoices(
    executor: Executor,
    rows: (typeof mpesaPayments.$inferSelect & { clientName: string })[],
  ) {
    const ids = rows.map((row) => row.id);
    const links =
      ids.length === 0
        ? []
        : await executor
            .select()
            .from(mpesaPaymentInvoices)
            .where(inArray(mpesaPaymentInvoices.paymentId, ids))
            .orderBy(mpesaPaymentInvoices.invoiceId);
    return rows.map((row) => ({
      ...row,
      invoiceIds: links.filter((link) => link.paymentId === row.id).map((link) => link.invoiceId),
    }));
  }

  async function getById(id: number, executor: Executor = db): Promise<MpesaPaymentRow> {
    const [row] = await executor
      .select(columns)
      .from(mpesaPayments)
      .innerJoin(clients, eq(clients.id, mpesaPayments.clientId))
      .where(eq(mpesaPayments.id, id));
    if (!row) throw notFound(m.api.notFound);
    return (await withInvoices(executor, [row]))[0]!;
  }

  return {
    getById,

    /**
     * POST /mpesa-payment: under the contract's lock (the one every payment of the contract takes), the invoices
     * must be unpaid and in no open request; the amount is what they owe today less the contract's credit (the
     * receipt's funds = amount + max(balance, 0)); a credit that covers it all is refused: pay without M-Pesa. The request and its C2B job are
     * written in one transaction: a request never exists without its job.
     */
    async create(input: MpesaPaymentCreateFields, actor: Actor): Promise<MpesaPaymentRow> {
      return db.transaction(async (tx) => {
        const { contractId, contract, due } = await lockInvoicesToPay(tx, input, todayInMaputo(new Date()));
        const open = await tx
          .selectDistinct({ invoiceId: mpesaPaymentInvoices.invoiceId })
          .from(mpesaPaymentInvoices)
          .innerJoin(mpesaPayments, eq(mpesaPayments.id, mpesaPaymentInvoices.paymentId))
          .where(
            and(
              inArray(mpesaPaymentInvoices.invoiceId, input.invoiceIds),
              inArray(mpesaPayments.status, [...OPEN_MPESA_STATUSES]),
            ),
          )
          .orderBy(mpesaPaymentInvoices.invoiceId);
        if (open.length > 0) {
          const message = m.api.invoicesInOpenRequest(open.map((row) => row.invoiceId).join(', '));
          throw new HttpError(409, message, [{ field: 'invoiceIds', message }]);
        }
        if (due <= 0)
          throw badRequest(m.api.nothingDue, [{ field: 'invoiceIds', message: m.api.nothingDue }]);
        // The receipt rule (funds = amount + max(balance, 0)): a credit pays first, the phone is asked the rest.
        const credit = Math.max(contract.balance, 0);
        if (credit >= due) {
          const message = m.api.creditCovers(formatMZN(toMeticais(credit)));
          throw badRequest(message, [{ field: 'invoiceIds', message }]);
        }
        const [created] = await tx
          .insert(mpesaPayments)
          .values({
            clientId: input.clientId,
            contractId,
            msisdn: input.msisdn,
            amount: due - credit,
            // Set right below from the id: "AGUA<id>" is readable on the client's M-Pesa message.
            transactionReference: 'AGUA',
            thirdPartyReference: thirdPartyReference(),
            createdBy: actor.userId,
          })
          .returning({ id: mpesaPayments.id });
        const id = created!.id;
        await tx
          .update(mpesaPayments)
          .set({ transactionReference: `AGUA${id}` })
          .where(eq(mpesaPayments.id, id));
        await tx
          .insert(mpesaPaymentInvoices)
          .values(input.invoiceIds.map((invoiceId) => ({ paymentId: id, invoiceId })));
        await queue().sendC2b(tx, { paymentId: id });
        return getById(id, tx);
      });
    },

    async list(query: MpesaListQuery): Promise<Page<MpesaPaymentRow>> {
      let search: SQL | undefined;
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        const parts = [
          sql`${mpesaPayments.transactionReference} ilike ${pattern}`,
          sql`${mpesaPayments.thirdPartyReference} ilike ${pattern}`,
          sql`coalesce(${mpesaPayments.transactionId}, '') ilike ${pattern}`,
          sql`${clients.name} ilike ${pattern}`,
        ];
        // A phone number as typed ("84 100 0001"): its digits.
        if (/^[\d\s+-]+$/.test(query.q))
          parts.push(sql`${mpesaPayments.msisdn} like ${`%${normalizePhone(query.q)}%`}`);
        search = sql`(${sql.join(parts, sql` or `)})`;
      }
      const clauses = listClauses(
        { ...query, q: undefined, sort: query.sort ?? { field: 'id', direction: 'desc' } },
        { idColumn: mpesaPayments.id, searchColumns: [], sortColumns },
        [
          query.status ? inArray(mpesaPayments.status, query.status) : undefined,
          query.clientIds ? inArray(mpesaPayments.clientId, query.clientIds) : undefined,
          search,
        ],
      );
      if (!query.sort) clauses.orderBy = [desc(mpesaPayments.id)];
      const page = await findPage(clauses, {
        rows: (window) =>
          listRows(
            db
              .select(columns)
              .from(mpesaPayments)
              .innerJoin(clients, eq(clients.id, mpesaPayments.clientId))
              .$dynamic(),
            window,
          ),
        count: async (where) =>
          (
            await db
              .select({ n: count() })
              .from(mpesaPayments)
              .innerJoin(clients, eq(clients.id, mpesaPayments.clientId))
              .where(where)
          )[0]?.n ?? 0,
      });
      return { rows: await withInvoices(db, page.rows), total: page.total };
    },
  };
}

export type MpesaService = ReturnType<typeof createMpesaService>;
