import { daysBetween, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { fineAmount, finePercentageFor } from '@agua/domain/rules/reading';
import { asc, count, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Executor } from '../../db/client.ts';
import {
  clientMeters,
  clients,
  contracts,
  contractTypes,
  enterprises,
  fineConfigurations,
  invoices,
  readings,
  zones,
} from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, type Page } from '../../http/list-query.ts';
import { issueInvoice } from '../readings/invoicing.ts';

const invoiceColumns = { ...getTableColumns(invoices), exemptFromFines: clients.exemptFromFines };

export const INVOICE_SORT_FIELDS = ['invoiceId', 'limitDate', 'contractId', 'readingId'] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

export type InvoiceListQuery = ListQuery<InvoiceSortField> & { contractIds?: number[]; unpaid?: boolean };

type StoredInvoice = Omit<typeof invoices.$inferSelect, 'totalAmount'> & { exemptFromFines: boolean };

/** An invoice as read: an unpaid one past its limit date shows its fine as of today (docs/domain.md "Readings and their invoices"). */
export type InvoiceRow = Omit<StoredInvoice, 'exemptFromFines'> & { totalAmount: number };

/** The active fine tiers, lowest first (finePercentageFor picks the one holding the days overdue). */
export function activeFineTiers(db: Executor) {
  return db
    .select({
      minInterval: fineConfigurations.minInterval,
      maxInterval: fineConfigurations.maxInterval,
      acruedFinePercentage: fineConfigurations.acruedFinePercentage,
    })
    .from(fineConfigurations)
    .where(eq(fineConfigurations.active, true))
    .orderBy(asc(fineConfigurations.minInterval));
}

export function createInvoiceService(db: Database) {
  const fineTiers = () => activeFineTiers(db);

  async function asOfToday(stored: StoredInvoice, today = todayInMaputo()): Promise<InvoiceRow> {
    const { exemptFromFines, ...invoice } = stored;
    if (invoice.paymentStatus !== null || exemptFromFines || invoice.limitDate >= today) {
      return { ...invoice, totalAmount: invoice.amount + invoice.fineAmount };
    }
    const percentage = finePercentageFor(daysBetween(invoice.limitDate, today), await fineTiers());
    const fine = fineAmount(invoice.amount, percentage);
    return { ...invoice, finePercentage: percentage, fineAmount: fine, totalAmount: invoice.amount + fine };
  }

  function selectInvoices() {
    return db
      .select(invoiceColumns)
      .from(invoices)
      .innerJoin(contracts, eq(contracts.id, invoices.contractId))
      .innerJoin(clients, eq(clients.id, contracts.clientId));
  }

  async function getByReading(readingId: number): Promise<InvoiceRow> {
    const [row] = await selectInvoices().where(eq(invoices.readingId, readingId));
    if (!row) throw notFound(messages.readings.invoice.notFound);
    return asOfToday(row);
  }

  return {
    /** How many there are in all (GET /count). */
    count: (): Promise<number> => db.$count(invoices),

    getByReading,

    /** GET /invoice: `contractIds=` batches (a client's unpaid invoices via its contracts), `unpaid=true` keeps the payable ones. */
    async list(query: InvoiceListQuery): Promise<Page<InvoiceRow>> {
      const clauses = listClauses(
        { ...query, q: undefined },
        {
          idColumn: invoices.id,
          searchColumns: [],
          sortColumns: {
            invoiceId: invoices.id,
            limitDate: invoices.limitDate,
            contractId: invoices.contractId,
            readingId: invoices.readingId,
          },
        },
        [
          query.contractIds ? inArray(invoices.contractId, query.contractIds) : undefined,
          query.unpaid ? isNull(invoices.paymentStatus) : undefined,
        ],
      );
      const page = await findPage(clauses, {
        rows: ({ where, orderBy, limit, offset }) => {
          const select = selectInvoices()
            .where(where)
            .orderBy(...orderBy)
            .$dynamic();
          return limit === undefined ? select : select.limit(limit).offset(offset ?? 0);
        },
        count: async (where) => (await db.select({ n: count() }).from(invoices).where(where))[0]?.n ?? 0,
      });
      const today = todayInMaputo();
      return { rows: await Promise.all(page.rows.map((row) => asOfToday(row, today))), total: page.total };
    },

    async getById(id: number): Promise<InvoiceRow> {
      const [row] = await selectInvoices().where(eq(invoices.id, id));
      if (!row) throw notFound(messages.readings.invoice.notFound);
      return asOfToday(row);
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
        await issueInvoice(tx, readingId);
        return true;
      });
      return { invoice: await getByReading(readingId), created };
    },

    /** Everything the water bill prints, in one query. */
    async waterBill(readingId: number) {
      const invoice = await getByReading(readingId);
      const [row] = await db
        .select({
          reading: getTableColumns(readings),
          client: {
            clientId: clients.id,
            name: clients.name,
            nuit: clients.nuit,
            address: clients.address,
            phoneNumber: clients.phoneNumber,
          },
          zone: { designation: zones.designation, description: zones.description },
          enterprise: {
            name: enterprises.name,
            nuit: enterprises.nuit,
            address: enterprises.address,
            phoneNumber: enterprises.phoneNumber,
            email: enterprises.email,
          },
          contract: { contractId: contracts.id },
          contractType: {
            designation: contractTypes.designation,
            minimumConsumptionValue: contractTypes.minimumConsumptionValue,
            pricePerConsumptionUnit: contractTypes.pricePerConsumptionUnit,
          },
          meter: { meterId: clientMeters.id, brand: clientMeters.brand },
        })
        .from(readings)
        .innerJoin(clientMeters, eq(clientMeters.id, readings.meterId))
        .innerJoin(contracts, eq(contracts.id, invoice.contractId))
        .innerJoin(contractTypes, eq(contractTypes.id, contracts.contractTypeId))
        .innerJoin(clients, eq(clients.id, contracts.clientId))
        .innerJoin(zones, eq(zones.id, clients.zoneId))
        .innerJoin(enterprises, eq(enterprises.id, zones.enterpriseId))
        .where(eq(readings.id, readingId));
      if (!row) throw notFound(messages.readings.invoice.notFound);
      return { ...row, invoice };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
export type WaterBill = Awaited<ReturnType<InvoiceService['waterBill']>>;

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
