import { addDays, monthName, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { toDecimalString } from '@agua/domain/money';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { readableMeter } from '../readings/meter-checks.ts';
import { readings } from '../readings/tables.ts';
import { invoiceConfigurations } from '../setup/tables.ts';
import { noticeInvoices } from '../sms/event-notices.ts';
import { type ConsumptionToPrice, type PricedConsumption, priceConsumptions } from './pricing.ts';
import { invoices } from './tables.ts';

const DEFAULT_PAYMENT_TERM_DAYS = 15;

/** Rows priced alike share their price (pricing.ts): their lines are written to JSON once. */
const storedLines = new WeakMap<PricedConsumption, string>();

/** A priced invoice's lines as stored (null when no tariff version priced it). */
export function linesJson(price: PricedConsumption): string | null {
  if (price.tariffVersionId === null) return null;
  let json = storedLines.get(price);
  if (json === undefined) {
    json = JSON.stringify(price.lines);
    storedLines.set(price, json);
  }
  return json;
}

/** The active invoice configuration's maxInterval sets the payment term (docs/domain.md "Setup data"). */
export async function paymentTermDays(db: Executor): Promise<number> {
  const [row] = await db
    .select({ maxInterval: invoiceConfigurations.maxInterval })
    .from(invoiceConfigurations)
    .where(eq(invoiceConfigurations.active, true))
    .orderBy(desc(invoiceConfigurations.id))
    .limit(1);
  return row?.maxInterval ?? DEFAULT_PAYMENT_TERM_DAYS;
}

/** A reading to invoice, with what its invoice is computed from (its consumption, priced by pricing.ts). */
export interface InvoiceToIssue extends ConsumptionToPrice {
  readingId: number;
  /** The meter's active contract, under which the invoice is issued (its tariff, its balance). */
  contractId: number;
}

/**
 * Issues the invoices of readings in the caller's transaction (docs/domain.md "Invoices"): amount = the tariff on
 * the consumption (with its lines and version), payment term from the active invoice configuration, description naming the month. However many
 * there are, they are written by one statement: the columns travel as arrays and unnest() pairs them up, so a field
 * sheet's 50,000 readings cost a statement per slice of rows, not a statement per invoice. Used alike by a single
 * reading, a field sheet and an invoice issued by hand; a second invoice for a reading fails on the unique index
 * (409). Answers the new invoices' ids and how many SMS notices of them were queued (sms/event-notices.ts).
 */
export async function issueInvoices(
  tx: Executor,
  rows: readonly InvoiceToIssue[],
  today = todayInMaputo(),
): Promise<{ invoiceIds: number[]; smsQueued: number }> {
  if (rows.length === 0) return { invoiceIds: [], smsQueued: 0 };
  const limitDate = addDays(today, await paymentTermDays(tx));
  const descriptions = new Map<number, string>();
  const describe = ({ readingYear, readingMonth }: InvoiceToIssue) => {
    const month = readingYear * 12 + readingMonth;
    let text = descriptions.get(month);
    if (text === undefined) {
      text = messages.readings.invoice.description(monthName(readingMonth), readingYear);
      descriptions.set(month, text);
    }
    return text;
  };
  const prices = await priceConsumptions(tx, rows);
  const created = await tx.execute<{ id: number }>(sql`
    insert into ${invoices} (reading_id, contract_id, description, limit_date, amount, vat_amount,
                             tariff_version_id, lines)
    select reading_id, contract_id, description, ${limitDate}::date, amount, vat_amount, tariff_version_id,
           lines::json
      from unnest(${sql.param(rows.map((row) => row.readingId))}::int[],
                  ${sql.param(rows.map((row) => row.contractId))}::int[],
                  ${sql.param(rows.map(describe))}::text[],
                  ${sql.param(prices.map((price) => toDecimalString(price.amount)))}::numeric[],
                  ${sql.param(prices.map((price) => toDecimalString(price.vat)))}::numeric[],
                  ${sql.param(prices.map((price) => price.tariffVersionId))}::int[],
                  ${sql.param(prices.map(linesJson))}::text[])
           as row(reading_id, contract_id, description, amount, vat_amount, tariff_version_id, lines)
    returning id`);
  const invoiceIds = created.rows.map((row) => Number(row.id));
  const smsQueued = await noticeInvoices(tx, invoiceIds);
  return { invoiceIds, smsQueued };
}

/**
 * Issues the invoice of one stored reading under its meter's active contract, in the caller's transaction: a
 * cancelled reading, or a meter that takes no reading now (no active contract, suspended), is refused. Answers the
 * invoice's id.
 */
export async function issueReadingInvoice(tx: Executor, readingId: number): Promise<number> {
  const [reading] = await tx.select().from(readings).where(eq(readings.id, readingId));
  if (!reading) throw notFound(messages.readings.rules.notFound);
  if (reading.state === 'CANCELED') throw conflict(messages.readings.invoice.readingCanceled);
  const meter = await readableMeter(tx, reading.meterId);
  const {
    invoiceIds: [id],
  } = await issueInvoices(tx, [
    {
      readingId,
      // readableMeter guarantees an active contract.
      contractId: meter.contractId ?? 0,
      readingYear: reading.readingYear,
      readingMonth: reading.readingMonth,
      consumption: reading.consumption ?? reading.currentReading - reading.previousReading,
      contractTypeId: meter.contractTypeId,
      minimumConsumptionValue: meter.minimumConsumptionValue,
      pricePerConsumptionUnit: meter.pricePerConsumptionUnit,
    },
  ]);
  return id!;
}
