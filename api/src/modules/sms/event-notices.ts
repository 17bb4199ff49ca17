import { formatDate, monthName } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { formatMZN, toCentavos, toMeticais } from '@agua/domain/money';
import { smsMoney } from '@agua/domain/rules/sms-template';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { cuts } from '../cuts/tables.ts';
import { invoices } from '../invoices/tables.ts';
import { ledgerEntries } from '../ledger/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { readings } from '../readings/tables.ts';
import { receipts } from '../receipts/tables.ts';
import { writeNotices } from './outbox.ts';

// The one call each event makes, inside its own transaction (receipts/payment.ts, invoices/issue.ts,
// cuts/service.ts): given the new rows' ids, read what the notice says and write it to the outbox (outbox.ts).
// Each answers how many messages it queued.

const money = (value: string | number) => smsMoney(formatMZN(toMeticais(toCentavos(value))));
const day = (value: string | Date | null) =>
  formatDate(value instanceof Date ? value.toISOString() : (value ?? ''));

/** Invoices just issued (one statement to read them however many there are). */
export async function noticeInvoices(tx: Executor, invoiceIds: readonly number[]): Promise<number> {
  if (invoiceIds.length === 0) return 0;
  const found = await tx.execute<{
    id: number;
    client_id: number;
    name: string;
    amount: string;
    limit_date: string;
    reading_year: number | null;
    reading_month: number | null;
  }>(sql`
    select i.id, k.client_id, c.name, i.amount, i.limit_date::text, r.reading_year, r.reading_month
      from ${invoices} i
      join ${contracts} k on k.id = i.contract_id
      join ${clients} c on c.id = k.client_id
      left join ${readings} r on r.id = i.reading_id
     where i.id = any(${sql.param([...invoiceIds])}::int[])`);
  return writeNotices(
    tx,
    found.rows.map((row) => ({
      event: 'INVOICE_ISSUED',
      sourceKey: `invoice:${row.id}`,
      clientId: Number(row.client_id),
      values: {
        cliente: row.name,
        factura: String(row.id),
        mes: row.reading_month ? `${monthName(Number(row.reading_month))} de ${row.reading_year}` : '',
        valor: money(row.amount),
        data_limite: day(row.limit_date),
      },
    })),
  );
}

/** A receipt just made (at the counter or from an M-Pesa payment). */
export async function noticeReceipt(tx: Executor, receiptId: number): Promise<number> {
  const found = await tx.execute<{
    id: number;
    client_id: number;
    name: string;
    amount: string;
    payment_date: Date;
    reference: string | null;
  }>(sql`
    select r.id, r.client_id, c.name, r.amount, r.payment_date, r.reference
      from ${receipts} r join ${clients} c on c.id = r.client_id
     where r.id = ${receiptId}`);
  return writeNotices(
    tx,
    found.rows.map((row) => ({
      event: 'RECEIPT_ISSUED',
      sourceKey: `receipt:${row.id}`,
      clientId: Number(row.client_id),
      values: {
        cliente: row.name,
        recibo: String(row.id),
        valor: money(row.amount),
        data: day(new Date(row.payment_date)),
        referencia: row.reference ?? messages.sms.noMpesaReference,
      },
    })),
  );
}

/**
 * Cuts just registered (CUT_EXECUTED, with the meter's active contract's unpaid invoices as the debt) or just
 * ended (RECONNECTION, with the fee charged for it).
 */
export async function noticeCuts(
  tx: Executor,
  event: 'CUT_EXECUTED' | 'RECONNECTION',
  cutIds: readonly number[],
): Promise<number> {
  if (cutIds.length === 0) return 0;
  const found = await tx.execute<{
    id: number;
    client_id: number;
    name: string;
    start_date: string;
    end_date: string | null;
    debt: string;
    fee: string | null;
  }>(sql`
    select x.id, m.client_id, c.name, x.start_date::text, x.end_date::text,
           coalesce((select sum(i.total_amount) from ${invoices} i join ${contracts} k on k.id = i.contract_id
                      where k.meter_id = x.meter_id and k.contract_status = 1 and i.payment_status is null), 0) as debt,
           (select -l.amount from ${ledgerEntries} l
             where l.kind = 'RECONNECTION_FEE' and l.reference = 'cut:' || x.id) as fee
      from ${cuts} x
      join ${clientMeters} m on m.id = x.meter_id
      join ${clients} c on c.id = m.client_id
     where x.id = any(${sql.param([...cutIds])}::int[])`);
  return writeNotices(
    tx,
    found.rows.map((row) => ({
      event,
      sourceKey: `${event === 'CUT_EXECUTED' ? 'cut' : 'reconnection'}:${row.id}`,
      clientId: Number(row.client_id),
      values: {
        cliente: row.name,
        data: day(event === 'CUT_EXECUTED' ? row.start_date : row.end_date),
        valor: money(event === 'CUT_EXECUTED' ? row.debt : (row.fee ?? '0')),
      },
    })),
  );
}
