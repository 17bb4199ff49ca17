import { z } from 'zod';
import { messages } from '../messages.ts';
import { instantSchema, isoDate, positiveReference } from './common.ts';
import { tariffLineResponseSchema } from './tariff.ts';

const m = messages.invoices;

/** An unpaid invoice has no status (null), as the seed's client expects. */
export const PAYMENT_STATUSES = ['PAID', 'CANCELED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ['MPESA', 'EMOLA', 'NUMERARIO', 'TRANSFERENCIA', 'POS'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The payment statuses a list may ask for. The stored unpaid status is null, which a query string cannot say, so
 * `UNPAID` (or an empty value, `paymentStatus=`) asks for the invoices without a status.
 */
export const PAYMENT_STATUS_FILTERS = ['PAID', 'CANCELED', 'UNPAID'] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

export const paymentStatusFilterSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? 'UNPAID' : value),
  z.enum(PAYMENT_STATUS_FILTERS, { error: m.paymentStatusFilter }),
) as unknown as z.ZodType<PaymentStatusFilter, string>;

/** The fields an invoice list sorts on (`sort=limitDate,desc`, `sort=-amount`); the id is always the last key. */
export const INVOICE_SORT_FIELDS = [
  'invoiceId',
  'limitDate',
  'paymentDate',
  'paymentStatus',
  'amount',
  'contractId',
  'readingId',
  'clientName',
  'period',
  'createdAt',
  'updatedAt',
] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

/**
 * The query string of `GET /invoice` and of the per-client, per-meter and per-zone lists. Id lists are
 * comma-separated (`clientIds=1,2,3`) or repeated, up to 1000 ids, so one call serves a whole DataLoader batch;
 * without `page` every matching row is returned; `X-Total-Count` carries the total either way.
 */
export interface InvoiceListQuery {
  ids?: string;
  clientIds?: string;
  zoneIds?: string;
  contractIds?: string;
  meterIds?: string;
  readingIds?: string;
  /** PAID, CANCELED, or UNPAID / empty for the invoices without a status. */
  paymentStatus?: PaymentStatusFilter | '';
  /** Older spelling of paymentStatus=UNPAID, kept for the clients that send it. */
  unpaid?: 'true' | 'false';
  /** 1-based; omit for every row. */
  page?: number;
  /** Rows per page, 1–500, default 20. */
  size?: number;
  /**
   * Case-insensitive search over what a row shows: ids, the client's name, the description (month name and year),
   * limit and payment dates as dd/mm/aaaa, amounts as 1234.50 or 1234,50, and the status labels
   * PAGA / ANULADA / POR PAGAR.
   */
  q?: string;
  /** `field`, `field,asc`, `field,desc` or `-field`, field one of INVOICE_SORT_FIELDS. */
  sort?: string;
}

/** POST /invoice: the invoice of a reading (answered as is when the reading already has one). */
export const invoiceCreateSchema = z.object({ readingId: positiveReference('Leitura') });
export type InvoiceCreateBody = z.input<typeof invoiceCreateSchema>;

/**
 * PUT /invoice/{id} (ADMIN): the editable fields, all of them each time. Amounts are never edited here (they follow
 * the reading and the tariff; a new index goes through PUT /reading); a paid invoice never changes (409).
 * - limitDate: the payment term; not before the invoice's issue date. Moving it moves the fine shown as of today.
 * - paymentStatus: CANCELED annuls the invoice, null makes a cancelled invoice payable again (409 when its
 *   reading is cancelled). PAID is refused: an invoice is paid only by a receipt.
 */
export const invoiceUpdateSchema = z.object({
  invoiceId: positiveReference('Factura').optional(),
  limitDate: isoDate('Data Limite'),
  paymentStatus: z
    .enum(['CANCELED'], {
      error: (issue) =>
        issue.input === undefined
          ? `Estado de pagamento: ${messages.validation.required}`
          : m.paymentStatusEdit,
    })
    .nullable(),
});
export type InvoiceUpdateBody = z.input<typeof invoiceUpdateSchema>;
export type InvoiceUpdateFields = z.output<typeof invoiceUpdateSchema>;

/**
 * The seed's Invoice entity, plus what a list row shows beside it (the client, zone, meter and period of its
 * reading); money in MZN with at most 2 decimals. Every read shows an unpaid invoice's fine as of today.
 */
export const invoiceResponseSchema = z
  .object({
    invoiceId: z.number().int(),
    readingId: z.number().int(),
    contractId: z.number().int(),
    clientId: z.number().int(),
    clientName: z.string(),
    zoneId: z.number().int(),
    meterId: z.number().int(),
    readingMonth: z.number().int().describe('1-12'),
    readingYear: z.number().int(),
    description: z.string().nullable(),
    paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
    limitDate: z.string().describe('YYYY-MM-DD'),
    paymentDate: z.string().nullable().describe('YYYY-MM-DD'),
    paymentStatus: z.enum(PAYMENT_STATUSES).nullable().describe('null = unpaid'),
    amount: z
      .number()
      .describe('The water charge (MZN): Σ lines, VAT included, when a tariff version priced it'),
    vatAmount: z.number().describe('The VAT inside amount (MZN)'),
    tariffVersionId: z
      .number()
      .int()
      .nullable()
      .describe("The tariff version that priced it; null: the contract type's own prices"),
    lines: z
      .array(tariffLineResponseSchema)
      .describe('The bill lines as priced (empty without a tariff version)'),
    fineAmount: z.number().describe('The fine as of today while unpaid, frozen once paid (MZN)'),
    totalAmount: z.number().describe('amount + fineAmount (MZN)'),
    finePercentage: z.number(),
    receiptId: z.number().int().nullable(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
  })
  .meta({ id: 'Invoice' });
export type InvoiceResponse = z.output<typeof invoiceResponseSchema>;

/** A file as the seed's client reads it (the invoice PDF, the field sheet): base64 inside JSON. */
export const base64FileSchema = z
  .object({
    fileName: z.string(),
    contentType: z.string(),
    file: z.string().describe('The file, base64-encoded'),
  })
  .meta({ id: 'Base64File' });
export type Base64FileResponse = z.output<typeof base64FileSchema>;

/**
 * GET /invoice/waterBills/{zoneId}: every unpaid invoice of the zone, one page each, by client name. The PDF itself
 * (streamed, no page limit) with `Accept: application/pdf`; the seed's base64 JSON otherwise, which is built in
 * memory and so refused with 413 past this many invoices.
 */
export const ZONE_WATER_BILLS_JSON_MAX = 200;

/**
 * The zone's water bills (`GET /invoice/waterBills/{zoneId}`): `month` (YYYY-MM) is the month the bills are for —
 * absent, the zone's most recent month with an unpaid invoice; `onlyMonth=true` ("só facturas do mês") prints a bill
 * only for the clients with an unpaid invoice of that month (otherwise also for those whose debt is older).
 */
export const zoneWaterBillsQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.billMonth)
    .optional()
    .describe("The bills' month, YYYY-MM; absent = the zone's most recent month with an unpaid invoice"),
  onlyMonth: z
    .enum(['true', 'false'], { error: m.onlyMonth })
    .optional()
    .describe('true: only the clients with an unpaid invoice of the month'),
});
export type ZoneWaterBillsQuery = z.infer<typeof zoneWaterBillsQuerySchema>;
