import { currentPeriod, monthName } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

// The reading workflow as one server call: POST /reading saves the reading and issues its invoice in one
// transaction, and registrations for one meter are serialised so the month chain stays whole however many arrive
// at once (docs/domain.md "Readings").

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
const lastYear = currentPeriod().year - 1;

interface StoredReading {
  id: number;
  reading_month: number;
  previous_reading: number;
  current_reading: number;
}

/** A one-row CSV field sheet for (lastYear, month), uploaded as the browser sends it. */
function uploadOne(meterId: number, month: number, currentReading: number) {
  const boundary = '----agua-workflow-boundary';
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

function post(url: string, payload: object, headers = tech) {
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
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

async function storedReadings(meterId: number) {
  return queryRows<StoredReading>(
    t.databaseUrl,
    `select id, reading_month, previous_reading, current_reading from readings
      where meter_id = $1 and state <> 'CANCELED' order by reading_year, reading_month`,
    [meterId],
  );
}

async function invoicedReadingIds(meterId: number) {
  const rows = await queryRows<{ reading_id: number }>(
    t.databaseUrl,
    'select i.reading_id from invoices i join readings r on r.id = i.reading_id where r.meter_id = $1',
    [meterId],
  );
  return rows.map((row) => row.reading_id).sort((a, b) => a - b);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(() => t?.close());

describe('POST /reading issues the invoice with the reading', () => {
  it('answers 201 with the reading and its invoice, both stored', async () => {
    const meterId = await freshMeter('Rosalina Macuácua');
    const response = await post('/reading', {
      meterId,
      readingYear: lastYear,
      readingMonth: 3,
      currentReading: '7',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      meterId,
      previousReading: 0,
      currentReading: 7,
      consumption: 7,
      state: 'PENDING',
    });
    const [tariff] = await queryRows<{ min: string; price: string }>(
      t.databaseUrl,
      'select minimum_consumption_value as min, price_per_consumption_unit as price from contract_types where id = 1',
    );
    const amount = Math.max(Number(tariff!.min), 7 * Number(tariff!.price));
    expect(body.invoice).toMatchObject({
      readingId: body.readingId,
      amount,
      totalAmount: amount,
      paymentStatus: null,
    });
    expect(await invoicedReadingIds(meterId)).toEqual([body.readingId]);

    // POST /invoice (the seed's second call) answers the invoice that exists instead of issuing another.
    const again = await post('/invoice', { readingId: body.readingId });
    expect(again.statusCode).toBe(200);
    expect(again.json().invoiceId).toBe(body.invoice.invoiceId);
    expect(await invoicedReadingIds(meterId)).toEqual([body.readingId]);
  });

  it('saves no reading when its invoice cannot be issued', async () => {
    const meterId = await freshMeter('Ernesto Cossa');
    // The database itself refuses the invoice, after the reading was inserted in the same transaction.
    await queryRows(
      t.databaseUrl,
      `create function refuse_invoice() returns trigger language plpgsql as
         $$ begin raise exception 'invoice refused for this test'; end $$;
       create trigger refuse_invoice before insert on invoices for each row execute function refuse_invoice()`,
    );
    try {
      const response = await post('/reading', {
        meterId,
        readingYear: lastYear,
        readingMonth: 4,
        currentReading: 9,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe(messages.errors.internal);
    } finally {
      await queryRows(
        t.databaseUrl,
        'drop trigger refuse_invoice on invoices; drop function refuse_invoice()',
      );
    }
    expect(await storedReadings(meterId)).toEqual([]);

    const retried = await post('/reading', {
      meterId,
      readingYear: lastYear,
      readingMonth: 4,
      currentReading: 9,
    });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().invoice.readingId).toBe(retried.json().readingId);
  });
});

describe('registrations for one meter are serialised', () => {
  it('keeps the month chain whole under 24 concurrent registrations (months 1-12, each twice)', async () => {
    const meterId = await freshMeter('Felizarda Nhantumbo');
    const attempts = Array.from({ length: 24 }, (_, index) => {
      const month = (index % 12) + 1;
      return { month, currentReading: month * 10 + (index < 12 ? 0 : 1) };
    });
    const responses = await Promise.all(
      attempts.map(({ month, currentReading }) =>
        post('/reading', { meterId, readingYear: lastYear, readingMonth: month, currentReading }),
      ),
    );

    // The month's other value is refused naming the stored one (the same value again would be answered as saved).
    const rules = messages.readings.rules;
    const refusals = new Set([
      rules.laterReadingExists,
      ...attempts.map(({ month, currentReading }) =>
        rules.monthReadWithValue(monthName(month), lastYear, currentReading),
      ),
    ]);
    for (const response of responses) {
      expect([201, 409]).toContain(response.statusCode);
      if (response.statusCode === 409) expect(refusals).toContain(response.json().message);
    }
    const accepted = responses.filter((response) => response.statusCode === 201).map((r) => r.json());
    expect(accepted.length).toBeGreaterThan(0);

    // Each stored reading starts where the month before it ended; the first from the meter's 0 m³.
    const stored = await storedReadings(meterId);
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      accepted.map((reading) => reading.readingId).sort((a, b) => a - b),
    );
    stored.forEach((row, index) => {
      expect(row.previous_reading).toBe(index === 0 ? 0 : stored[index - 1]!.current_reading);
    });
    expect(new Set(stored.map((row) => row.reading_month)).size).toBe(stored.length);
    for (const reading of accepted) {
      const row = stored.find((candidate) => candidate.id === reading.readingId)!;
      expect(reading.previousReading).toBe(row.previous_reading);
      expect(reading.invoice.readingId).toBe(reading.readingId);
    }
    expect(await invoicedReadingIds(meterId)).toEqual(stored.map((row) => row.id).sort((a, b) => a - b));

    // The chain goes on from the last accepted month.
    const last = stored.at(-1)!;
    if (last.reading_month < 12) {
      const next = await post('/reading', {
        meterId,
        readingYear: lastYear,
        readingMonth: 12,
        currentReading: last.current_reading + 5,
      });
      expect(next.statusCode).toBe(201);
      expect(next.json().previousReading).toBe(last.current_reading);
    }
  });

  it('keeps the chain whole when edits and new registrations of one meter race', async () => {
    const meterId = await freshMeter('Jacinto Mabunda');
    const first = await post('/reading', {
      meterId,
      readingYear: lastYear,
      readingMonth: 1,
      currentReading: 10,
    });
    expect(first.statusCode).toBe(201);
    const { readingId } = first.json();
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, (_, index) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/reading/${readingId}`,
          headers: admin,
          payload: { readingYear: lastYear, readingMonth: 1 + (index % 2), currentReading: 20 + index },
        }),
      ),
      ...Array.from({ length: 6 }, (_, index) =>
        post('/reading', {
          meterId,
          readingYear: lastYear,
          readingMonth: 3 + index,
          currentReading: 100 + index,
        }),
      ),
    ]);
    for (const response of responses) expect(response.statusCode).toBeLessThan(500);
    const stored = await storedReadings(meterId);
    stored.forEach((row, index) => {
      expect(row.previous_reading).toBe(index === 0 ? 0 : stored[index - 1]!.current_reading);
    });
  });

  it('keeps the chain whole when uploads and registrations of one meter race', async () => {
    const meterId = await freshMeter('Amélia Sitoe');
    const responses = await Promise.all([
      ...[2, 4, 6, 8, 10, 12].map((month) => uploadOne(meterId, month, month * 10)),
      ...[1, 3, 5, 7, 9, 11].map((month) =>
        post('/reading', { meterId, readingYear: lastYear, readingMonth: month, currentReading: month * 10 }),
      ),
    ]);
    for (const response of responses) expect(response.statusCode).toBeLessThan(500);
    const stored = await storedReadings(meterId);
    expect(stored.length).toBeGreaterThan(0);
    stored.forEach((row, index) => {
      expect(row.previous_reading).toBe(index === 0 ? 0 : stored[index - 1]!.current_reading);
    });
    expect(await invoicedReadingIds(meterId)).toEqual(stored.map((row) => row.id).sort((a, b) => a - b));
  });
});
