import { addDays, todayInMaputo } from '@agua/domain/dates';
import pg from 'pg';

// A hand-made zone whose reports are known in advance (docs/domain.md "Reports"), written straight into a test
// database. Period 2024-01..2024-05 (May has no data); "Zona Vazia" has no client at all.
//
// Client "=Cliente Um" (meter 1): Jan 10 m³ invoice 100.10 paid 2024-02-05 with a 5.01 fine; Feb 0 m³ 50.00 unpaid
//   45 days overdue; Mar 0 m³ 33.33 CANCELED; Apr 0 m³ (reading PENDING) 50.00 unpaid, due in 5 days.
// Client "Cliente Dois" (meter 2): Jan 30 m³ 300.00 paid 2024-03-10 (no fine); Feb 20 m³ 200.00 unpaid 100 days
//   overdue; Mar 15 m³ 150.00 unpaid 75 days overdue; no April reading. 2023-01: 100 m³ (last year).
// Client "Cliente Três" (meter 3, suspended): Feb reading CANCELED (999 m³) with its invoice 999.00 CANCELED.
// Receipts: MPESA 105.11 on 2024-02-05, NUMERARIO 300.00 on 2024-03-10, POS 10.00 at 2024-01-31 23:30 UTC (already
//   1 February in Maputo), and a reversed MPESA 1000.00 in February that no report counts.

export interface ReportFixture {
  zoneId: number;
  emptyZoneId: number;
  clientOne: number;
  clientTwo: number;
  meterOne: number;
  meterTwo: number;
}

export async function makeReportFixture(databaseUrl: string): Promise<ReportFixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const today = todayInMaputo();
  const one = async (text: string, values: unknown[]) =>
    Number((await client.query<{ id: number }>(text, values)).rows[0]!.id);
  try {
    await client.query('begin');
    const zone = (name: string) =>
      one(
        `insert into zones (designation, description, enterprise_id)
         values ($1, $1, (select min(id) from enterprises)) returning id`,
        [name],
      );
    const zoneId = await zone('Zona do Relatório');
    const emptyZoneId = await zone('Zona Vazia');
    const holder = async (name: string) => {
      const clientId = await one(
        `insert into clients (name, phone_number, address, zone_id) values ($1, '840000000', 'Rua A', $2) returning id`,
        [name, zoneId],
      );
      const meterId = await one('insert into client_meters (client_id) values ($1) returning id', [clientId]);
      const contractId = await one(
        `insert into contracts (client_id, meter_id, contract_type_id, start_date)
         values ($1, $2, (select min(id) from contract_types), '2020-01-01') returning id`,
        [clientId, meterId],
      );
      return { clientId, meterId, contractId };
    };
    const c1 = await holder('=Cliente Um');
    const c2 = await holder('Cliente Dois');
    const c3 = await holder('Cliente Três');
    const receipt = (who: typeof c1, method: string, at: string, amount: string, reversed = false) =>
      one(
        `insert into receipts (client_id, contract_id, payment_method, payment_date, amount, reversed_at)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [who.clientId, who.contractId, method, at, amount, reversed ? at : null],
      );
    const r1 = await receipt(c1, 'MPESA', '2024-02-05T12:00:00+02:00', '105.11');
    const r2 = await receipt(c2, 'NUMERARIO', '2024-03-10T09:00:00+02:00', '300.00');
    await receipt(c2, 'POS', '2024-01-31T23:30:00Z', '10.00');
    await receipt(c1, 'MPESA', '2024-02-20T09:00:00+02:00', '1000.00', true);

    const reading = (who: typeof c1, year: number, month: number, consumption: number, state = 'APPROVED') =>
      one(
        `insert into readings (meter_id, reading_year, reading_month, previous_reading, current_reading, state, active)
         values ($1, $2, $3, 100, $4, $5, $6) returning id`,
        [who.meterId, year, month, 100 + consumption, state, state !== 'CANCELED'],
      );
    const invoice = async (
      who: typeof c1,
      readingId: number,
      amount: string,
      spec: {
        limitDate: string;
        status?: 'PAID' | 'CANCELED';
        paidOn?: string;
        fine?: string;
        receiptId?: number;
      },
    ) =>
      one(
        `insert into invoices (reading_id, contract_id, limit_date, amount, fine_amount, payment_status, payment_date,
                               receipt_id, payment_method)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          readingId,
          who.contractId,
          spec.limitDate,
          amount,
          spec.fine ?? '0',
          spec.status ?? null,
          spec.paidOn ?? null,
          spec.receiptId ?? null,
          spec.status === 'PAID' ? 'MPESA' : null,
        ],
      );

    await invoice(c1, await reading(c1, 2024, 1, 10), '100.10', {
      limitDate: '2024-01-20',
      status: 'PAID',
      paidOn: '2024-02-05',
      fine: '5.01',
      receiptId: r1,
    });
    await invoice(c1, await reading(c1, 2024, 2, 0), '50.00', { limitDate: addDays(today, -45) });
    await invoice(c1, await reading(c1, 2024, 3, 0), '33.33', {
      limitDate: '2024-04-15',
      status: 'CANCELED',
    });
    await invoice(c1, await reading(c1, 2024, 4, 0, 'PENDING'), '50.00', { limitDate: addDays(today, 5) });

    await invoice(c2, await reading(c2, 2024, 1, 30), '300.00', {
      limitDate: '2024-02-15',
      status: 'PAID',
      paidOn: '2024-03-10',
      receiptId: r2,
    });
    await invoice(c2, await reading(c2, 2024, 2, 20), '200.00', { limitDate: addDays(today, -100) });
    await invoice(c2, await reading(c2, 2024, 3, 15), '150.00', { limitDate: addDays(today, -75) });
    await reading(c2, 2023, 1, 100);

    await invoice(c3, await reading(c3, 2024, 2, 999, 'CANCELED'), '999.00', {
      limitDate: '2024-03-15',
      status: 'CANCELED',
    });
    await client.query(`insert into suspensions (meter_id, start_date) values ($1, '2024-03-01')`, [
      c3.meterId,
    ]);
    await client.query('commit');
    return {
      zoneId,
      emptyZoneId,
      clientOne: c1.clientId,
      clientTwo: c2.clientId,
      meterOne: c1.meterId,
      meterTwo: c2.meterId,
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
