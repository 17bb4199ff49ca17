import { todayInMaputo } from '@agua/domain/dates';
import { queryRows } from '../../../test/helpers/sql.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';

// What the tests of money (receipts, client rubrics, M-Pesa) share: calls through the api, fresh customers to pay
// and charge, and the two invariants every money operation keeps (balance = Σ ledger; an invoice is PAID exactly
// when a live receipt points at it).

export type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(t: TestApp) {
  return (headers: Headers, method: Method, url: string, payload?: unknown, extra: Headers = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
export type Call = ReturnType<typeof caller>;

export interface Customer {
  clientId: number;
  meterId: number;
  contractId: number;
}

let serial = 0;

/** A new client with its meter under an active contract (Doméstico unless told), through the api. */
export async function newCustomer(call: Call, headers: Headers, contractTypeId = 1): Promise<Customer> {
  serial += 1;
  const client = await call(headers, 'POST', '/client', {
    name: `Cliente Tesouraria ${serial}`,
    phoneNumber: '841000000',
    address: 'Rua do Teste',
    zoneId: 1,
  });
  if (client.statusCode !== 201) throw new Error(`client: ${client.body}`);
  const { client: created, meter } = client.json();
  const contract = await call(headers, 'POST', '/contract', {
    startDate: '2020-01-01',
    clientId: created.clientId,
    meterId: meter.meterId,
    contractTypeId,
  });
  if (contract.statusCode !== 201) throw new Error(`contract: ${contract.body}`);
  return { clientId: created.clientId, meterId: meter.meterId, contractId: contract.json().contractId };
}

/** A reading of the meter for (year, month) through POST /reading; answers its invoice. */
export async function readMonth(
  call: Call,
  headers: Headers,
  meterId: number,
  period: { year: number; month: number },
  currentReading: number,
) {
  const response = await call(headers, 'POST', '/reading', {
    meterId,
    readingYear: period.year,
    readingMonth: period.month,
    currentReading,
  });
  if (response.statusCode !== 201) throw new Error(`reading: ${response.body}`);
  return response.json().invoice as { invoiceId: number; amount: number; totalAmount: number };
}

/** Months from January 2021 on, one after another: a fresh meter can be read for each in turn. */
export function monthAfter(index: number): { year: number; month: number } {
  return { year: 2021 + Math.floor(index / 12), month: (index % 12) + 1 };
}

export async function balanceOf(t: TestApp, contractId: number): Promise<number> {
  const [row] = await queryRows<{ balance: string }>(
    t.databaseUrl,
    'select balance from contracts where id = $1',
    [contractId],
  );
  return Number(row?.balance);
}

/** Contracts whose balance differs from the sum of their ledger rows (must be none). */
export async function balancesOffLedger(t: TestApp, contractIds?: number[]) {
  return queryRows<{ id: number }>(
    t.databaseUrl,
    `select c.id from contracts c
      where ($1::int[] is null or c.id = any($1))
        and c.balance <> coalesce((select sum(l.amount) from ledger_entries l where l.contract_id = c.id), 0)`,
    [contractIds ?? null],
  );
}

/** Invoices whose status disagrees with their receipt: PAID ⇔ a live (not reversed) receipt points at it. */
export async function invoicesOffReceipts(t: TestApp, contractIds?: number[]) {
  return queryRows<{ id: number }>(
    t.databaseUrl,
    `select i.id from invoices i left join receipts r on r.id = i.receipt_id
      where ($1::int[] is null or i.contract_id = any($1))
        and coalesce(i.payment_status = 'PAID', false) <> (r.id is not null and r.reversed_at is null)`,
    [contractIds ?? null],
  );
}

/** Moves an invoice's limit date back, so it is overdue by `days` today (arranging a late payer). */
export async function makeOverdue(t: TestApp, invoiceId: number, days: number): Promise<string> {
  const [row] = await queryRows<{ limit_date: string }>(
    t.databaseUrl,
    `update invoices set limit_date = ($2::date - $3::int) where id = $1 returning limit_date::text`,
    [invoiceId, todayInMaputo(), days],
  );
  return row!.limit_date;
}
