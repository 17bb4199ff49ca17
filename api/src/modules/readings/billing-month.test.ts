import { currentPeriod } from '@agua/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

// An invoice's stored billing_month (migration 0009, docs/domain.md "Reports") is its reading's period, whichever
// way the invoice was written: registration, the field sheet upload, an edit of the reading's month, or SQL. The
// reports group and filter by it, so a write path that left it out of step would move money between months.

let t: TestApp;
let tech: Record<string, string>;
const lastYear = currentPeriod().year - 1;

function post(url: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: tech });
}

/** A new client with its meter (0 m³) under an active contract: a meter with no reading yet. */
async function freshMeter(name: string): Promise<number> {
  const client = await post('/client', { name, phoneNumber: '841234567', address: 'Maputo', zoneId: 1 });
  expect(client.statusCode).toBe(201);
  const { clientId } = client.json().client;
  const { meterId } = client.json().meter;
  const contract = await post('/contract', {
    startDate: `${lastYear}-01-01`,
    clientId,
    meterId,
    contractTypeId: 1,
  });
  expect(contract.statusCode).toBe(201);
  return meterId;
}

/** A one-row CSV field sheet for (lastYear, month), uploaded as the browser sends it. */
function uploadOne(meterId: number, month: number, currentReading: number) {
  const boundary = '----agua-billing-month-boundary';
  const parts = [
    ['readingMonth', String(month)],
    ['readingYear', String(lastYear)],
  ].map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="leituras.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\nContador;Leitura Actual\n${meterId};${currentReading}\n\r\n--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/reading/upload',
    payload: parts.join('') + file,
    headers: { ...tech, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

interface StoredInvoice {
  reading_id: number;
  billing_month: string;
  period: string;
  amount_ok: boolean;
}

/** The meter's invoices: the stored billing month beside the reading's period, and whether the centavos agree. */
async function invoicesOf(meterId: number): Promise<StoredInvoice[]> {
  return queryRows<StoredInvoice>(
    t.databaseUrl,
    `select i.reading_id, to_char(i.billing_month, 'YYYY-MM-DD') as billing_month,
            to_char(make_date(r.reading_year, r.reading_month, 1), 'YYYY-MM-DD') as period,
            i.amount_cents = i.amount * 100 and i.fine_cents = i.fine_amount * 100 as amount_ok
       from invoices i join readings r on r.id = i.reading_id
      where r.meter_id = $1 order by r.reading_year, r.reading_month`,
    [meterId],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(() => t?.close());

describe("an invoice's billing month", () => {
  it('is set by registration and upload, and follows an edit of the reading month', async () => {
    const meterId = await freshMeter('Felizarda Nhantumbo');
    const registered = await post('/reading', {
      meterId,
      readingYear: lastYear,
      readingMonth: 3,
      currentReading: '7',
    });
    expect(registered.statusCode).toBe(201);
    expect((await uploadOne(meterId, 5, 12)).statusCode).toBe(201);

    const [march, may] = await invoicesOf(meterId);
    expect(march).toMatchObject({ billing_month: `${lastYear}-03-01`, amount_ok: true });
    expect(may).toMatchObject({ billing_month: `${lastYear}-05-01`, amount_ok: true });

    // The latest reading moves from May to June: its invoice now bills June.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reading/${may!.reading_id}`,
      headers: tech,
      payload: { readingMonth: 6, readingYear: lastYear, currentReading: 15 },
    });
    expect(edited.statusCode).toBe(200);
    const after = await invoicesOf(meterId);
    expect(after.map((row) => row.billing_month)).toEqual([`${lastYear}-03-01`, `${lastYear}-06-01`]);
    expect(after.every((row) => row.billing_month === row.period && row.amount_ok)).toBe(true);
  });

  it('is the reading period even when SQL leaves it out or writes another', async () => {
    const meterId = await freshMeter('Horácio Mondlane');
    const [contract] = await queryRows<{ id: number }>(
      t.databaseUrl,
      'select id from contracts where meter_id = $1',
      [meterId],
    );
    const [reading] = await queryRows<{ id: number }>(
      t.databaseUrl,
      `insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading)
       values ($1, 8, $2, 0, 4) returning id`,
      [meterId, lastYear],
    );
    await queryRows(
      t.databaseUrl,
      `insert into invoices (reading_id, contract_id, limit_date, amount) values ($1, $2, current_date, 123.45)`,
      [reading!.id, contract!.id],
    );
    expect(await invoicesOf(meterId)).toEqual([
      {
        reading_id: reading!.id,
        billing_month: `${lastYear}-08-01`,
        period: `${lastYear}-08-01`,
        amount_ok: true,
      },
    ]);
    await queryRows(t.databaseUrl, `update invoices set billing_month = '2000-01-01' where reading_id = $1`, [
      reading!.id,
    ]);
    expect((await invoicesOf(meterId))[0]?.billing_month).toBe(`${lastYear}-08-01`);
  });
});
