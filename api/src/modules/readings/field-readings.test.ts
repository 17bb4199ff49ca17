import { currentPeriod } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { contractType, freshMeters } from './field-fixtures.ts';

// Readings as the field brings them (docs/domain.md "Readings from the field"), through the api on the real database.

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let typeId: number;

interface Reading {
  readingId: number;
  previousReading: number;
  currentReading: number;
  consumption: number;
  estimated: boolean;
  anomalyCode: string | null;
  creditedCubicMeters: number;
  flags: { code: string; reason: string }[];
  state: string;
  invoice: { amount: number };
}

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, headers = tech) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers });

const read = (meterId: number, year: number, month: number, value?: number, anomalyCode?: string) =>
  send('POST', '/reading', {
    meterId,
    readingYear: year,
    readingMonth: month,
    ...(value === undefined ? {} : { currentReading: value }),
    ...(anomalyCode ? { anomalyCode } : {}),
  });

async function ok(response: Awaited<ReturnType<typeof read>>): Promise<Reading> {
  if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json<Reading>();
}

const credits = async (contractId: number) =>
  Number(
    (
      await queryRows<{ total: string }>(
        t.databaseUrl,
        `select coalesce(sum(amount), 0) as total from ledger_entries where contract_id = $1 and kind = 'READING_CREDIT'`,
        [contractId],
      )
    )[0]?.total,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  // Minimum 100,00 MT, 25,00 MT per m³: a month of c m³ costs max(100, 25c).
  typeId = await contractType(t.databaseUrl, 'Leituras de campo');
});
afterAll(() => t?.close());

describe('/reading-anomaly', () => {
  it('lists the seeded Portuguese set to both roles; only an administrator writes; codes are unique', async () => {
    const listed = await send('GET', '/reading-anomaly?size=50');
    expect(listed.statusCode).toBe(200);
    const rows =
      listed.json<{ code: string; description: string; withReading: boolean; billing: string }[]>();
    expect(rows.map((row) => row.description)).toEqual(
      expect.arrayContaining(['Contador inacessível', 'Contador avariado', 'Suspeita de fraude']),
    );
    const body = { code: 'x1', description: 'Caixa inundada', withReading: false, billing: 'AVERAGE' };
    expect((await send('POST', '/reading-anomaly', body)).statusCode).toBe(403);
    const created = await send('POST', '/reading-anomaly', body, admin);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'X1', active: true });
    const again = await send('POST', '/reading-anomaly', body, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Já existe uma anomalia de leitura com este código.');
    const bad = await send('POST', '/reading-anomaly', { ...body, code: 'X2', billing: 'MEDIA' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Facturação sem leitura');
  });
});

describe('estimated readings', () => {
  it('bills the mean of the last 3 real months; the next real reading corrects it, crediting what was over-billed', async () => {
    const [meter] = await freshMeters(t.databaseUrl, typeId, 1);
    const m = meter!.meterId;
    // Real consumptions 10, 20, 30, 12 → the estimate is the mean of the last three: (20 + 30 + 12) / 3 = 21 (rounded).
    let index = 0;
    for (const [month, c] of [
      [1, 10],
      [2, 20],
      [3, 30],
      [4, 12],
    ] as const) {
      index += c;
      await ok(await read(m, 2024, month, index));
    }
    const refusedValue = await read(m, 2024, 5, index + 3, '01');
    expect(refusedValue.statusCode).toBe(400);
    expect(refusedValue.json().message).toContain('não indique a Leitura Actual');
    const estimated = await ok(await read(m, 2024, 5, undefined, '01'));
    expect(estimated).toMatchObject({
      estimated: true,
      anomalyCode: '01',
      previousReading: 72,
      currentReading: 93,
      consumption: 21,
      flags: [{ code: 'ESTIMATED' }],
    });
    expect(estimated.flags[0]?.reason).toContain('média dos últimos 3 meses');
    expect(estimated.invoice.amount).toBe(525);
    // The real index comes in at 80: 8 m³ used since April, 21 billed → 13 m³ back, priced as May was billed:
    // 25 × 21 − max(100, 25 × 8) = 525 − 200 = 325,00 MT on the ledger; June bills nothing beyond its minimum.
    const corrected = await ok(await read(m, 2024, 6, 80));
    expect(corrected).toMatchObject({ estimated: false, consumption: 0, creditedCubicMeters: 13 });
    expect(corrected.invoice.amount).toBe(100);
    expect(await credits(meter!.contractId)).toBe(325);
    // From then on, consumption is measured from the real index again.
    expect(await ok(await read(m, 2024, 7, 95))).toMatchObject({ previousReading: 80, consumption: 15 });
  });

  it("bills the contract type's minimum m³ without history, or for a MINIMUM anomaly; under-billing corrects itself", async () => {
    await send('PUT', `/reading-check-threshold/${typeId}`, thresholds({ minimumCubicMeters: 5 }), admin);
    const [meter] = await freshMeters(t.databaseUrl, typeId, 1);
    const m = meter!.meterId;
    const first = await ok(await read(m, 2024, 1, undefined, '02'));
    expect(first).toMatchObject({ consumption: 5, currentReading: 5, estimated: true });
    expect(first.flags[0]?.reason).toContain('consumo mínimo');
    const second = await ok(await read(m, 2024, 2, 40));
    // 40 m³ in two months, 5 already billed: February bills 35.
    expect(second).toMatchObject({ previousReading: 5, consumption: 35, creditedCubicMeters: 0 });
    await ok(await read(m, 2024, 3, 60));
    const minimum = await ok(await read(m, 2024, 4, undefined, '08'));
    expect(minimum.consumption).toBe(5);
    const needsValue = await read(m, 2024, 5, undefined, '09');
    expect(needsValue.statusCode).toBe(400);
    expect(needsValue.json().message).toContain('indique a Leitura Actual');
    const unknown = await read(m, 2024, 5, undefined, 'ZZ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Anomalia de leitura desconhecida ou inactiva: ZZ.');
  });

  it('an estimate and a real reading of one meter and month sent together: one is saved, the other is a 409', async () => {
    const meters = await freshMeters(t.databaseUrl, typeId, 5);
    for (const { meterId } of meters) {
      await ok(await read(meterId, 2024, 1, 10));
      const answers = await Promise.all([
        read(meterId, 2024, 2, undefined, '01'),
        read(meterId, 2024, 2, 25),
        read(meterId, 2024, 2, undefined, '04'),
        read(meterId, 2024, 2, 26),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
      // Each refusal names what was stored, whichever of the four came first, and how to correct it.
      const saved = answers.find((a) => a.statusCode === 201)?.json();
      const rules = messages.readings.rules;
      const storedText = saved.estimated
        ? rules.monthReadEstimated('Fevereiro', 2024, saved.anomalyCode)
        : rules.monthReadWithValue('Fevereiro', 2024, saved.currentReading);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json().message).toBe(storedText);
      }
      const [stored] = await queryRows<{ n: string }>(
        t.databaseUrl,
        `select count(*) as n from readings where meter_id = $1 and reading_month = 2 and state <> 'CANCELED'`,
        [meterId],
      );
      expect(Number(stored?.n)).toBe(1);
    }
  });
});

function thresholds(overrides: Record<string, number> = {}) {
  return {
    minimumCubicMeters: 5,
    highFactor: 2,
    highMinimum: 30,
    veryHighFactor: 4,
    veryHighMinimum: 60,
    lowFactor: 0.5,
    lowAverageAbove: 10,
    ...overrides,
  };
}

describe('a register that wraps', () => {
  it.each([4, 5, 6])(
    'accepts exactly 200 m³ through the wrap of a %i-digit register, refuses 201',
    async (digits) => {
      const top = 10 ** digits;
      const [a, b] = await freshMeters(t.databaseUrl, typeId, 2, () => ({ digits, cubicMeters: top - 50 }));
      const wrapped = await ok(await read(a!.meterId, 2024, 1, 150));
      expect(wrapped).toMatchObject({ previousReading: top - 50, currentReading: 150, consumption: 200 });
      const refused = await read(b!.meterId, 2024, 1, 151);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        `A leitura actual é inferior à anterior (${top - 50} m³) e não é uma volta plausível do contador de ${digits} dígitos (seriam 201 m³). Se o contador não pôde ser lido, registe-a com um código de anomalia; se foi trocado, registe a substituição do contador.`,
      );
      const tooLarge = await read(b!.meterId, 2024, 1, top);
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json().message).toBe(`O índice não cabe num contador de ${digits} dígitos.`);
    },
  );

  it('accepts more than 200 m³ up to twice the average, not beyond', async () => {
    const [a, b] = await freshMeters(t.databaseUrl, typeId, 2, () => ({ digits: 5, cubicMeters: 0 }));
    for (const meter of [a!, b!]) {
      // Six months of 150 m³: average 150, so a wrap of up to 300 m³ is believable.
      for (let month = 1; month <= 6; month += 1)
        await ok(await read(meter.meterId, 2024, month, 150 * month));
      await t.app.inject({ method: 'GET', url: '/api/v1/reading', headers: tech });
    }
    // Index 900 → 99_900 by an edit of the installed index is not possible; move the chain by a real reading.
    await ok(await read(a!.meterId, 2024, 7, 99_700));
    await ok(await read(b!.meterId, 2024, 7, 99_700));
    // From 99 700: 300 m³ through the wrap is index 0 (≤ 2 × average of the last 6 real months, now > 150).
    const accepted = await read(a!.meterId, 2024, 8, 0);
    expect(accepted.statusCode).toBe(201);
    const [average] = await queryRows<{ avg: string }>(
      t.databaseUrl,
      `select round(avg(consumption)) as avg from (select consumption from readings where meter_id = $1
         and reading_month between 2 and 7 and reading_year = 2024) h`,
      [b!.meterId],
    );
    const twice = 2 * Number(average?.avg);
    const beyond = await read(b!.meterId, 2024, 8, (99_700 + twice + 1) % 100_000);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toContain(`seriam ${twice + 1} m³`);
  });
});

describe('consumption checks and bulk approval', () => {
  it('flags high, very high, low and zero against the 6-month average; approval leaves them pending unless included', async () => {
    const meters = await freshMeters(t.databaseUrl, typeId, 5);
    const ids = meters.map((m) => m.meterId);
    for (const meterId of ids) {
      for (let month = 1; month <= 6; month += 1) await ok(await read(meterId, 2024, month, 20 * month));
    }
    // Average 20 m³: 45 is high (> 40 and > 30), 81 very high (> 80 and > 60), 9 low (< 10), 0 zero, 22 ordinary.
    const [high, veryHigh, low, zero, plain] = await Promise.all(
      [45, 81, 9, 0, 22].map((c, index) => read(ids[index]!, 2024, 7, 120 + c).then(ok)),
    );
    expect(high!.flags).toEqual([
      { code: 'HIGH', reason: 'Consumo de 45 m³, mais do dobro da média dos últimos 6 meses (20 m³).' },
    ]);
    expect(veryHigh!.flags.map((f) => f.code)).toEqual(['VERY_HIGH']);
    expect(low!.flags.map((f) => f.code)).toEqual(['LOW']);
    expect(zero!.flags).toEqual([{ code: 'ZERO', reason: 'Consumo zero num contrato activo.' }]);
    expect(plain!.flags).toEqual([]);
    // Per contract type: with "high" from 3× the average, 45 m³ would not be high.
    const stricter = await send(
      'PUT',
      `/reading-check-threshold/${typeId}`,
      thresholds({ highFactor: 3 }),
      admin,
    );
    expect(stricter.statusCode).toBe(200);
    const [other] = await freshMeters(t.databaseUrl, typeId, 1);
    for (let month = 1; month <= 6; month += 1) await ok(await read(other!.meterId, 2024, month, 20 * month));
    expect((await ok(await read(other!.meterId, 2024, 7, 165))).flags).toEqual([]);
    await send('PUT', `/reading-check-threshold/${typeId}`, thresholds(), admin);

    const july = [high, veryHigh, low, zero, plain].map((r) => r!.readingId);
    const approved = await send(
      'PUT',
      '/reading/bulk-update',
      { readingIds: july, state: 'APPROVED' },
      admin,
    );
    expect(approved.statusCode).toBe(200);
    // The answer lists the readings by id; the five were registered at once, so their ids come in any order.
    const stateOf = new Map(
      approved.json<{ readingId: number; state: string }[]>().map((r) => [r.readingId, r.state]),
    );
    expect(july.map((id) => stateOf.get(id))).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
      'APPROVED',
    ]);
    const included = await send(
      'PUT',
      '/reading/bulk-update',
      { readingIds: july, state: 'APPROVED', includeFlagged: true },
      admin,
    );
    expect(included.json<{ state: string }[]>().every((r) => r.state === 'APPROVED')).toBe(true);
  });
});

describe('POST /client-meter/{meterId}/replacement', () => {
  it('closes the meter, moves the contract, and bills that month (closing − previous) + (new current − initial)', async () => {
    const [meter] = await freshMeters(t.databaseUrl, typeId, 1);
    const m = meter!.meterId;
    await ok(await read(m, 2024, 1, 100));
    const body = {
      date: '2024-02-10',
      closingReading: 130,
      newMeter: { serialNumber: `sub-${m}`, digits: 6, initialReading: 7 },
    };
    expect((await send('POST', `/client-meter/${m}/replacement`, body)).statusCode).toBe(403);
    const replaced = await send('POST', `/client-meter/${m}/replacement`, body, admin);
    expect(replaced.statusCode).toBe(201);
    const { closedMeter, newMeter } = replaced.json<{
      closedMeter: { closedOn: string; closingReading: number; replacedByMeterId: number };
      newMeter: { meterId: number; serialNumber: string; digits: number; cubicMeters: number };
    }>();
    expect(closedMeter).toMatchObject({
      closedOn: '2024-02-10',
      closingReading: 130,
      replacedByMeterId: newMeter.meterId,
    });
    expect(newMeter).toMatchObject({ serialNumber: `SUB-${m}`, digits: 6, cubicMeters: 7 });
    // The old meter takes no more readings; the new one bills 30 + 12 for February.
    expect((await read(m, 2024, 3, 140)).statusCode).toBe(409);
    const february = await ok(await read(newMeter.meterId, 2024, 2, 19));
    expect(february).toMatchObject({
      previousReading: 7,
      currentReading: 19,
      consumption: 42,
      meterReplaced: true,
    });
    // The client's history marks the replacement month, and only it.
    expect(await ok(await read(newMeter.meterId, 2024, 3, 25))).toMatchObject({ meterReplaced: false });
    const months = await send('GET', `/reading/by-meter/${newMeter.meterId}`);
    expect(
      months
        .json<{ readingMonth: number; meterReplaced: boolean }[]>()
        .map((r) => [r.readingMonth, r.meterReplaced]),
    ).toEqual([
      [2, true],
      [3, false],
    ]);
    // The old meter's history stays readable.
    const history = await send('GET', `/reading/by-meter/${m}`);
    expect(history.json<{ currentReading: number; meterReplaced: boolean }[]>()).toMatchObject([
      { currentReading: 100, meterReplaced: false },
    ]);
    // The serial number is found where meters are searched, and is unique.
    const found = await send('GET', `/client-meter?q=sub-${m}`);
    expect(found.json<{ meterId: number }[]>().map((row) => row.meterId)).toEqual([newMeter.meterId]);
    const [other] = await freshMeters(t.databaseUrl, typeId, 1);
    const taken = await send('POST', `/client-meter/${other!.meterId}/replacement`, body, admin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`Já existe um contador com o número de série SUB-${m}.`);
  });

  it('of 20 replacements of one meter sent at once, exactly one is made', async () => {
    const [meter] = await freshMeters(t.databaseUrl, typeId, 1);
    await ok(await read(meter!.meterId, 2024, 1, 50));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(
          'POST',
          `/client-meter/${meter!.meterId}/replacement`,
          {
            date: '2024-02-01',
            closingReading: 60,
            newMeter: { serialNumber: `R${meter!.meterId}-${index}`, initialReading: 0 },
          },
          admin,
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe('Este contador já foi substituído: já não recebe leituras.');
    }
    const [made] = await queryRows<{ n: string }>(
      t.databaseUrl,
      'select count(*) as n from client_meters where replaces_meter_id = $1',
      [meter!.meterId],
    );
    expect(Number(made?.n)).toBe(1);
  });

  it('refuses a closing index below the last real one that is no plausible wrap, a future date, changing nothing', async () => {
    const [meter] = await freshMeters(t.databaseUrl, typeId, 1);
    await ok(await read(meter!.meterId, 2024, 1, 500));
    const body = {
      date: '2024-02-01',
      closingReading: 100,
      newMeter: { serialNumber: `X${meter!.meterId}`, initialReading: 0 },
    };
    const below = await send('POST', `/client-meter/${meter!.meterId}/replacement`, body, admin);
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toContain('leitura de fecho é inferior');
    const future = await send(
      'POST',
      `/client-meter/${meter!.meterId}/replacement`,
      { ...body, closingReading: 510, date: `${currentPeriod().year + 1}-01-01` },
      admin,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('A data da substituição não pode ser futura.');
    const [closed] = await queryRows<{ closed_on: string | null }>(
      t.databaseUrl,
      'select closed_on from client_meters where id = $1',
      [meter!.meterId],
    );
    expect(closed?.closed_on).toBeNull();
  });
});

describe('GET /reading/report/flagged-by-zone', () => {
  it("counts a month's estimated and flagged readings per zone, the pending ones and the m³ credited", async () => {
    const meters = await freshMeters(t.databaseUrl, typeId, 3);
    for (const { meterId } of meters) {
      for (let month = 1; month <= 6; month += 1) await ok(await read(meterId, 2022, month, 20 * month));
    }
    const [a, b, c] = meters.map((m) => m.meterId);
    await ok(await read(a!, 2022, 7, undefined, '05'));
    await ok(await read(b!, 2022, 7, 120 + 90));
    await ok(await read(c!, 2022, 7, 120 + 20));
    const answer = await send('GET', '/reading/report/flagged-by-zone?readingYear=2022&readingMonth=7');
    expect(answer.statusCode).toBe(200);
    const rows =
      answer.json<{ readings: number; estimated: number; veryHigh: number; flaggedPending: number }[]>();
    const total = (key: 'readings' | 'estimated' | 'veryHigh' | 'flaggedPending') =>
      rows.reduce((sum, row) => sum + row[key], 0);
    expect(total('readings')).toBe(3);
    expect(total('estimated')).toBe(1);
    expect(total('veryHigh')).toBe(1);
    expect(total('flaggedPending')).toBe(2);
    const bad = await send('GET', '/reading/report/flagged-by-zone?readingYear=2022&readingMonth=13');
    expect(bad.statusCode).toBe(400);
  });
});
