import { describe, expect, it } from 'vitest';
import { useLiveProduct } from '../../../test/helpers/live-product.ts';

// Total em dívida and the Extrato de conta through the real gateway in front of the real api on a fresh seeded
// database; the api counts the REST calls each query costs.
const product = useLiveProduct();
const { ask } = product;

/** A client with `months` unpaid invoices of 100,00 (limit date long past: each carries a fine today). */
async function clientWithMonths(months: number): Promise<string> {
  const { rows } = await product.api.app.pool.query<{ client_id: number }>(
    `with c as (
       insert into clients (name, phone_number, address, zone_id)
       values ('Extrato ' || $1::int, '85' || lpad($1::text, 7, '0'), 'Rua do Teste', 1) returning id),
     m as (insert into client_meters (client_id) select id from c returning id, client_id),
     k as (
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select client_id, id, 1, '2000-01-01' from m returning id, meter_id),
     r as (
       insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
       select k.meter_id, 1 + (g - 1) % 12, 2001 + (g - 1) / 12, 0, 10, 'APPROVED'
       from k, generate_series(1, $1::int) g returning id)
     insert into invoices (reading_id, contract_id, description, limit_date, amount)
     select r.id, k.id, 'Factura ' || r.id, '2026-01-01', 100 from r, k
     returning (select client_id from m) as client_id`,
    [months],
  );
  return String(rows[0]?.client_id);
}

const DEBT = `query D($id: ID!) { client(id: $id) { clientId debt { invoiceCount invoicesAmount fines otherCharges credit total } } }`;
const STATEMENT = `query S($id: ID!) { clientStatement(clientId: $id) {
  clientName openingBalance closingBalance lines { kind amount balance description }
  openInvoices { invoiceId totalAmount } debt { total } } }`;

interface Debt {
  invoiceCount: number;
  invoicesAmount: string;
  fines: string;
  otherCharges: string;
  credit: string;
  total: string;
}

describe('Total em dívida and Extrato de conta', () => {
  it('answers the debt with its breakdown, in one REST call for a page of clients', async () => {
    const id = await clientWithMonths(3);
    const { data } = await ask<{ client: { debt: Debt } }>(DEBT, { id });
    expect(data.client.debt.invoiceCount).toBe(3);
    expect(data.client.debt.invoicesAmount).toBe('300.00');
    expect(Number(data.client.debt.fines)).toBeGreaterThan(0);
    expect(Number(data.client.debt.total)).toBe(300 + Number(data.client.debt.fines));

    const page = await ask<{ clientsPage: { items: { debt: Debt }[] } }>(
      'query P { clientsPage(page: 1, size: 20) { items { clientId debt { total } } } }',
    );
    expect(page.data.clientsPage.items.length).toBeGreaterThan(1);
    const plain = await ask('query P { clientsPage(page: 1, size: 20) { items { clientId } } }');
    // The debt of the whole page costs one more REST call.
    expect(page.restCalls - plain.restCalls).toBe(1);
  });

  it('answers the statement of a client with open invoices, at the same REST cost for 1 and 120 months', async () => {
    const short = await clientWithMonths(1);
    const long = await clientWithMonths(120);
    const one = await ask<{ clientStatement: { openInvoices: unknown[]; closingBalance: string } }>(
      STATEMENT,
      {
        id: short,
      },
    );
    const many = await ask<{ clientStatement: { openInvoices: unknown[]; debt: { total: string } } }>(
      STATEMENT,
      {
        id: long,
      },
    );
    expect(one.data.clientStatement.openInvoices).toHaveLength(1);
    expect(one.data.clientStatement.closingBalance).toBe('0.00');
    expect(many.data.clientStatement.openInvoices).toHaveLength(120);
    expect(many.restCalls).toBe(one.restCalls);
    const missing = await ask<{ clientStatement: null }>(STATEMENT, { id: '99999999' });
    expect(missing.data.clientStatement).toBeNull();
  });
});
