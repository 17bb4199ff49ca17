import { currentPeriod } from '@agua/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { fixtures, onePrice } from './tariff-fixtures.ts';

// docs/domain.md "Tarifas": the version in force on the last day of the reading's month prices it — whichever way the
// reading arrives (registration, field-sheet upload) and when it is edited after a later version was published.

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let f: ReturnType<typeof fixtures>;
const lastYear = currentPeriod().year - 1;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  f = fixtures(t, admin);
});
afterAll(() => t?.close());

/** A one-row CSV field sheet for (lastYear, month), uploaded as the browser sends it. */
function uploadOne(meterId: number, month: number, currentReading: number) {
  const boundary = '----agua-tariff-boundary';
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

interface Billed {
  month: number;
  version: number | null;
  amount: string;
  lines: { kind: string; quantity: number | null; unitPrice: number | null }[] | null;
}

const billedOf = (meterId: number) =>
  queryRows<Billed>(
    t.databaseUrl,
    `select r.reading_month as month, i.tariff_version_id as version, i.amount::text as amount, i.lines
       from invoices i join readings r on r.id = i.reading_id
      where r.meter_id = $1 order by r.reading_year, r.reading_month`,
    [meterId],
  );

describe('a version change at a month boundary', () => {
  it('prices each month by the version in force on its last day: registration, upload and a later edit', async () => {
    const typeId = await f.contractType();
    const january = (
      await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, onePrice(`${lastYear}-01-01`, 10))
    ).json().tariffVersionId;
    // From 1 March (Maputo calendar day): February's last day is before it, March's is after.
    const march = (
      await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, onePrice(`${lastYear}-03-01`, 20))
    ).json().tariffVersionId;
    // In force from 30 April only, yet on April's last day: it prices all of April.
    const april = (
      await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, onePrice(`${lastYear}-04-30`, 30))
    ).json().tariffVersionId;

    const meterA = await f.meterOfType(typeId, `${lastYear}-01-01`);
    const meterB = await f.meterOfType(typeId, `${lastYear}-01-01`);
    const reg = (meterId: number, readingMonth: number, currentReading: number) =>
      f.call(tech, 'POST', '/reading', { meterId, readingYear: lastYear, readingMonth, currentReading });
    expect((await reg(meterA, 2, 5)).statusCode).toBe(201);
    expect((await reg(meterA, 3, 10)).statusCode).toBe(201);
    expect((await reg(meterA, 4, 15)).statusCode).toBe(201);
    expect((await uploadOne(meterB, 2, 5)).statusCode).toBe(201);
    expect((await uploadOne(meterB, 3, 10)).statusCode).toBe(201);
    expect((await uploadOne(meterB, 4, 15)).statusCode).toBe(201);

    for (const meterId of [meterA, meterB])
      expect((await billedOf(meterId)).map(({ month, version, amount }) => [month, version, amount])).toEqual(
        [
          [2, january, '50.00'],
          [3, march, '100.00'],
          [4, april, '150.00'],
        ],
      );

    // A version for June is published; April's reading (the latest) is then corrected: still priced by April's version.
    expect(
      (await f.call(admin, 'POST', `/contract-type/${typeId}/tariff`, onePrice(`${lastYear}-06-01`, 99)))
        .statusCode,
    ).toBe(201);
    const [latest] = await queryRows<{ id: number }>(
      t.databaseUrl,
      'select id from readings where meter_id = $1 and reading_month = 4',
      [meterA],
    );
    const edited = await f.call(tech, 'PUT', `/reading/${latest!.id}`, {
      readingMonth: 4,
      readingYear: lastYear,
      currentReading: 14,
    });
    expect(edited.statusCode).toBe(200);
    const apr = (await billedOf(meterA))[2];
    expect(apr).toMatchObject({ version: april, amount: '120.00' });
    expect(apr!.lines).toEqual([
      expect.objectContaining({ kind: 'WATER_BLOCK', quantity: 4, unitPrice: 30_00 }),
    ]);
  });

  it('leaves a type with no version billing exactly as before', async () => {
    const typeId = await f.contractType();
    const meterId = await f.meterOfType(typeId, `${lastYear}-01-01`);
    await f.call(tech, 'POST', '/reading', {
      meterId,
      readingYear: lastYear,
      readingMonth: 2,
      currentReading: 3,
    });
    await uploadOne(meterId, 3, 13);
    expect(await billedOf(meterId)).toEqual([
      { month: 2, version: null, amount: '150.00', lines: null },
      { month: 3, version: null, amount: '325.00', lines: null },
    ]);
  });
});
