import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { DEMO_CLIENT_COUNT, planDemo } from './plan.ts';

const NOW = new Date('2025-06-15T09:00:00Z');

describe('demo plan', () => {
  it('is deterministic for a given day', () => {
    expect(planDemo(NOW)).toEqual(planDemo(NOW));
  });

  it('has the demo of the brief: 50 clients with a meter and an active contract each, six months of readings', () => {
    const plan = planDemo(NOW);
    expect(plan.clients).toHaveLength(DEMO_CLIENT_COUNT);
    expect(plan.meters.map((meter) => meter.clientId)).toEqual(plan.clients.map((client) => client.id));
    expect(plan.contracts.every((contract) => contract.contractStatus === 1)).toBe(true);
    const periods = new Set(plan.readings.map((reading) => `${reading.readingYear}-${reading.readingMonth}`));
    expect([...periods].sort()).toEqual(['2024-12', '2025-1', '2025-2', '2025-3', '2025-4', '2025-5']);
    expect(plan.invoices).toHaveLength(plan.readings.length);
    expect(plan.cuts.length).toBeGreaterThanOrEqual(2);
    expect(plan.suspensions.some((suspension) => suspension.status === 'ACTIVE')).toBe(true);
  });
});

describe('demo database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedNow: NOW });
  });
  afterAll(() => t?.close());

  it('keeps every contract balance equal to the sum of its ledger', async () => {
    const mismatches = await queryRows(
      t.databaseUrl,
      `select c.id from contracts c
       left join ledger_entries l on l.contract_id = c.id
       group by c.id, c.balance having c.balance <> coalesce(sum(l.amount), 0)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('prices every invoice as max(minimum, consumption × price) of its contract type', async () => {
    const wrong = await queryRows(
      t.databaseUrl,
      `select i.id from invoices i
       join readings r on r.id = i.reading_id
       join contracts c on c.id = i.contract_id
       join contract_types ct on ct.id = c.contract_type_id
       where i.amount <> greatest(ct.minimum_consumption_value, r.consumption * ct.price_per_consumption_unit)
          or i.total_amount <> i.amount + i.fine_amount`,
    );
    expect(wrong).toEqual([]);
  });

  it('chains readings: each previous index is the last live reading before it', async () => {
    const broken = await queryRows(
      t.databaseUrl,
      `select r.id from readings r
       join lateral (
         select p.current_reading from readings p
         where p.meter_id = r.meter_id and p.state <> 'CANCELED'
           and (p.reading_year, p.reading_month) < (r.reading_year, r.reading_month)
         order by p.reading_year desc, p.reading_month desc limit 1
       ) before on true
       where r.state <> 'CANCELED' and r.previous_reading <> before.current_reading`,
    );
    expect(broken).toEqual([]);
  });

  it('settles each paid invoice with its own receipt and ledger rows', async () => {
    const unsettled = await queryRows(
      t.databaseUrl,
      `select i.id from invoices i
       where i.payment_status = 'PAID' and not exists (
         select 1 from ledger_entries l
         where l.reference = 'receipt:' || i.receipt_id and l.kind = 'INVOICE_SETTLEMENT' and l.amount = -i.total_amount)`,
    );
    expect(unsettled).toEqual([]);
    const [paid] = await queryRows<{ n: string }>(
      t.databaseUrl,
      `select count(*) as n from invoices where payment_status = 'PAID'`,
    );
    expect(Number(paid?.n)).toBeGreaterThan(100);
  });

  it('takes new rows after the planned ids (sequences moved on)', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.databaseUrl,
      `insert into enterprises (name, email, nuit, phone_number, address)
       values ('Outra', 'o@o.mz', '499999999', '21000000', 'Beira') returning id`,
    );
    expect(row?.id).toBe(2);
  });
});
