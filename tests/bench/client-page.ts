// The client page (Ficha do Cliente, its reading history included) for a client with 10 years of monthly history against one with 1 month: its one
// GraphQL query must cost about the same (goal ≤ 1.3×), because every list behind it is one batched REST call and
// the Extrato de conta reads only its period's ledger rows. The history is written straight into the bench's
// database with its real dates (a reading, an invoice, a receipt that paid it and the two ledger rows, each month),
// so the statement's 12 months hold 12 months of movements, as they would after 10 years of use.
import pg from 'pg';
import { productDatabaseUrl } from '../support/database.ts';
import { skipAudit } from './bench-database.ts';
import { compare } from './harness.ts';

export const CLIENT_PAGE = `query ClientPage($clientId: ID!) {
  client(id: $clientId) {
    clientId name phoneNumber address zone { designation }
    meters { meterId brand cubicMeters serialNumber digits closedOn closingReading replacesMeterId }
    readings { readingId meterId readingMonth readingYear previousReading currentReading consumption estimated meterReplaced state flags { code reason } }
    contracts { contractId contractStatus balance }
    debt { invoiceCount invoicesAmount fines otherCharges credit total }
    unpaidInvoices { invoiceId readingMonth readingYear limitDate totalAmount }
    receipts(limit: 10) { receiptId paymentDate paymentMethodLabel amount reversed }
    chargedRubrics { id rubricName amount createdAt reversed }
  }
  clientStatement(clientId: $clientId) { openingBalance closingBalance lines { date kind reference description amount balance } }
}`;

/** A client whose last `months` months were each billed 150,00 and paid a week later; the current month is unpaid. */
async function clientWithHistory(months: number): Promise<string> {
  const db = new pg.Client({ connectionString: productDatabaseUrl() });
  await db.connect();
  await skipAudit(db);
  try {
    const { rows } = await db.query<{ client_id: number }>(
      `with c as (
         insert into clients (name, phone_number, address, zone_id)
         values ('Histórico ' || $1::int || ' meses', '87' || lpad($1::text, 7, '0'), 'Rua do Histórico',
                 (select min(id) from zones)) returning id),
       m as (insert into client_meters (client_id) select id from c returning id, client_id),
       k as (
         insert into contracts (client_id, meter_id, contract_type_id, start_date)
         select client_id, id, (select min(id) from contract_types), '2000-01-01' from m
         returning id, meter_id, client_id)
       select client_id from k`,
      [months],
    );
    const clientId = rows[0]!.client_id;
    await db.query(
      `with k as (select id, meter_id, client_id from contracts where client_id = $1),
       months as (select g, (date_trunc('month', now()) - make_interval(months => $2::int - g))::date as day
                  from generate_series(0, $2::int) g),
       r as (
         insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
         select k.meter_id, extract(month from day)::int, extract(year from day)::int, g * 10, g * 10 + 10, 'APPROVED'
         from k, months returning id, reading_month, reading_year),
       i as (
         insert into invoices (reading_id, contract_id, description, limit_date, amount)
         select r.id, k.id, null, make_date(r.reading_year, r.reading_month, 1) + 20, 150 from r, k
         returning id)
       select count(*) from i`,
      [clientId, months],
    );
    // The invoices exist now: each past month's is paid by its own receipt, a week before its limit date.
    await db.query(
      `with k as (select id, client_id from contracts where client_id = $1),
       paid as (select invoices.id, invoices.limit_date from invoices, k
                 where invoices.contract_id = k.id and limit_date < date_trunc('month', now())::date),
       rc as (
         insert into receipts (client_id, contract_id, payment_method, payment_date, amount, balance_after, created_at)
         select k.client_id, k.id, 'NUMERARIO', paid.limit_date - 7, 150, 0, paid.limit_date - 7
         from paid, k returning id, payment_date),
       pairs as (
         select rc.id as receipt_id, paid.id as invoice_id, rc.payment_date
         from (select id, payment_date, row_number() over (order by payment_date) n from rc) rc
         join (select id, limit_date, row_number() over (order by limit_date) n from paid) paid using (n)),
       ri as (insert into receipt_invoices (receipt_id, invoice_id, amount, fine_amount, fine_percentage)
              select receipt_id, invoice_id, 150, 0, 0 from pairs returning receipt_id),
       upd as (update invoices set payment_status = 'PAID', receipt_id = pairs.receipt_id,
                 payment_date = pairs.payment_date::date, payment_method = 'NUMERARIO'
               from pairs where invoices.id = pairs.invoice_id returning invoices.id)
       insert into ledger_entries (contract_id, kind, amount, reference, created_at)
       select k.id, kind, amount, 'receipt:' || pairs.receipt_id, pairs.payment_date
       from pairs, k, (values ('PAYMENT', 150), ('INVOICE_SETTLEMENT', -150)) v(kind, amount)`,
      [clientId],
    );
    return String(clientId);
  } finally {
    await db.end();
  }
}

export async function benchClientPage(
  graphql: (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>,
  iterations: number,
): Promise<void> {
  const short = await clientWithHistory(1);
  const long = await clientWithHistory(120);
  // A benchmark of an error answer would measure nothing: both pages must answer their history.
  for (const [id, lines] of [
    [short, 2],
    [long, 20],
  ] as const) {
    const body = (await graphql(CLIENT_PAGE, { clientId: id })) as {
      errors?: unknown;
      data?: { clientStatement?: { lines: unknown[] } };
    };
    if (body.errors || (body.data?.clientStatement?.lines.length ?? 0) < lines)
      throw new Error(`client page ${id}: ${JSON.stringify(body).slice(0, 400)}`);
  }
  await compare({
    name: 'Ficha do Cliente: one query, 10 years of monthly history against 1 month (goal ≤ 1.3×)',
    baseline: {
      label: 'GraphQL: client page, 1 month',
      run: () => graphql(CLIENT_PAGE, { clientId: short }),
    },
    candidate: {
      label: 'GraphQL: client page, 10 years',
      run: () => graphql(CLIENT_PAGE, { clientId: long }),
    },
    iterations,
  });
}
