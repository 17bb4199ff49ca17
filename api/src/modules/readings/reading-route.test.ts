import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { currentPeriod } from '@agua/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { contractType } from './field-fixtures.ts';

// The offline reading route (docs/domain.md "Offline reading route"): the route a phone downloads, and the batch it
// sends back, each reading once however often it is sent.

let t: TestApp;
let admin: Record<string, string>;
let tech: Record<string, string>;
let typeId: number;
const { year, month } = currentPeriod();
const monthText = `${year}-${String(month).padStart(2, '0')}`;

interface BatchAnswer {
  results: {
    clientReadingId: string;
    outcome: string;
    readingId: number | null;
    statusCode: number;
    message: string | null;
  }[];
  created: number;
  alreadyRecorded: number;
  refused: number;
}

const batch = (readings: object[], headers = tech) =>
  t.app.inject({ method: 'POST', url: '/api/v1/reading/batch', payload: { readings }, headers });

async function answer(response: Awaited<ReturnType<typeof batch>>): Promise<BatchAnswer> {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json<BatchAnswer>();
}

const reading = (meterId: number, currentReading?: number, extra: object = {}) => ({
  clientReadingId: randomUUID(),
  meterId,
  readingYear: year,
  readingMonth: month,
  ...(currentReading === undefined ? {} : { currentReading }),
  ...extra,
});

/** A new zone with `count` clients, each with a meter (index 0) under an active contract; addresses in reverse. */
async function zoneWithMeters(name: string, count: number) {
  const [zone] = await queryRows<{ id: number }>(
    t.databaseUrl,
    `insert into zones (designation, description, enterprise_id)
     values ($1, $1, (select min(id) from enterprises)) returning id`,
    [name],
  );
  const meters = await queryRows<{ meterId: number; clientName: string }>(
    t.databaseUrl,
    `with c as (
       insert into clients (name, phone_number, address, zone_id)
       select 'Cliente ' || $2 || ' ' || lpad(n::text, 4, '0'), '84' || lpad(n::text, 7, '0'),
              'Rua ' || lpad(($3 - n)::text, 4, '0') || ', casa ' || n, $1
         from generate_series(1, $3) n
       returning id, name
     ), m as (
       insert into client_meters (client_id, digits, cubic_meters) select id, 5, 0 from c returning id, client_id
     ), k as (
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select client_id, id, $4, '2020-01-01' from m returning meter_id
     )
     select m.id as "meterId", c.name as "clientName" from m join c on c.id = m.client_id order by m.id`,
    [zone!.id, name, count, typeId],
  );
  return { zoneId: zone!.id, meters: meters.map((row) => row.meterId) };
}

const storedOnce = async (meterIds: number[]) =>
  queryRows<{ meter_id: number; n: string; captures: string }>(
    t.databaseUrl,
    `select r.meter_id, count(*) as n, count(c.client_reading_id) as captures
       from readings r left join reading_captures c on c.reading_id = r.id
      where r.meter_id = any($1) and r.reading_year = $2 and r.reading_month = $3 and r.state <> 'CANCELED'
      group by r.meter_id order by r.meter_id`,
    [meterIds, year, month],
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  tech = bearer(await t.login('tecnico', 'tecnico123'));
  typeId = await contractType(t.databaseUrl, 'Rota de leitura');
});
afterAll(() => t?.close());

describe('POST /reading/batch', () => {
  it('stores a batch sent twice once, answering the second time "Leitura já gravada."', async () => {
    const { meters } = await zoneWithMeters('Rota A', 5);
    const sent = meters.map((meterId, index) =>
      reading(meterId, 3 + index, {
        note: 'Portão verde',
        latitude: -25.96,
        longitude: 32.58,
        accuracyMeters: 8,
      }),
    );
    const first = await answer(await batch(sent));
    expect(first).toMatchObject({ created: 5, alreadyRecorded: 0, refused: 0 });
    const second = await answer(await batch(sent, admin));
    expect(second).toMatchObject({ created: 0, alreadyRecorded: 5, refused: 0 });
    expect(second.results.map((row) => row.message)).toEqual(Array(5).fill('Leitura já gravada.'));
    expect(second.results.map((row) => row.readingId)).toEqual(first.results.map((row) => row.readingId));
    expect(await storedOnce(meters)).toEqual(
      meters.map((meterId) => ({ meter_id: meterId, n: '1', captures: '1' })),
    );
    const [capture] = await queryRows<{ note: string; accuracy_meters: number }>(
      t.databaseUrl,
      'select note, accuracy_meters from reading_captures where client_reading_id = $1',
      [sent[0]!.clientReadingId],
    );
    expect(capture).toEqual({ note: 'Portão verde', accuracy_meters: 8 });
  });

  it('stores each reading once when 24 clients send the same batch at once', async () => {
    const { meters } = await zoneWithMeters('Rota B', 4);
    const sent = meters.map((meterId) => reading(meterId, 7));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => batch(sent, index % 2 ? admin : tech).then(answer)),
    );
    for (const row of answers.flatMap((one) => one.results)) {
      expect(['CREATED', 'ALREADY_RECORDED']).toContain(row.outcome);
    }
    expect(answers.reduce((sum, one) => sum + one.created, 0)).toBe(4);
    expect(answers.reduce((sum, one) => sum + one.alreadyRecorded, 0)).toBe(4 * 23);
    expect(await storedOnce(meters)).toEqual(
      meters.map((meterId) => ({ meter_id: meterId, n: '1', captures: '1' })),
    );
  });

  it('answers each reading on its own: a refusal does not stop the others', async () => {
    const { meters } = await zoneWithMeters('Rota C', 5);
    const [free, readByOther, estimated, unknownCode, last] = meters as [
      number,
      number,
      number,
      number,
      number,
    ];
    // Someone else read this meter this month already (a second phone, or the office).
    expect((await batch([reading(readByOther, 4)], admin)).statusCode).toBe(200);
    const answered = await answer(
      await batch([
        reading(free, 5),
        reading(readByOther, 6),
        reading(estimated, undefined, { anomalyCode: '01' }),
        reading(unknownCode, undefined, { anomalyCode: 'NAOEXISTE' }),
        reading(last),
        reading(last, 9, { readingYear: year + 1 }),
        reading(last, 9),
      ]),
    );
    expect(answered.results.map((row) => row.outcome)).toEqual([
      'CREATED',
      'REFUSED',
      expect.any(String),
      'REFUSED',
      'REFUSED',
      'REFUSED',
      'CREATED',
    ]);
    const messages = answered.results.map((row) => row.message);
    expect(messages[1]).toMatch(/já|mês/i);
    expect(answered.results[1]!.statusCode).toBe(409);
    expect(messages[3]).toMatch(/anomalia/i);
    expect(messages[4]).toMatch(/leitura|anomalia/i);
    expect(messages[5]).toMatch(/futuro/i);
    expect(await storedOnce([free, readByOther, last])).toHaveLength(3);
  });

  it('refuses a batch over 500 readings, an id that is not a uuid, and an empty batch, storing nothing', async () => {
    const { meters } = await zoneWithMeters('Rota D', 1);
    const tooMany = Array.from({ length: 501 }, () => reading(meters[0]!, 1));
    const over = await batch(tooMany);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/no máximo 500/);
    expect((await batch([{ ...reading(meters[0]!, 1), clientReadingId: 'abc' }])).statusCode).toBe(400);
    expect((await batch([])).statusCode).toBe(400);
    expect(await storedOnce(meters)).toEqual([]);
  });
});

describe('GET /reading/route', () => {
  it("lists the zone's unread meters in route order, with the window and the anomaly codes", async () => {
    const { zoneId, meters } = await zoneWithMeters('Rota E', 4);
    await answer(await batch([reading(meters[1]!, 2)]));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reading/route?zoneId=${zoneId}&month=${monthText}`,
      headers: tech,
    });
    expect(response.statusCode).toBe(200);
    const route = response.json();
    // Addresses run in reverse of the clients' order: the last client lives on the first street.
    expect(route.stops.map((stop: { meterId: number }) => stop.meterId)).toEqual([
      meters[3],
      meters[2],
      meters[0],
    ]);
    expect(route.stops[0]).toMatchObject({ previous: 0, low: 0, high: 10, client: 'Cliente Rota E 0004' });
    expect(route.stops[0].serial).toMatch(/^AG/);
    expect(route.anomalies.map((a: { code: string }) => a.code)).toContain('01');
  });

  it('refuses an unknown zone and a bad month', async () => {
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/reading/route?${query}`, headers: tech });
    expect((await get(`zoneId=999999&month=${monthText}`)).statusCode).toBe(404);
    const bad = await get('zoneId=1&month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/AAAA-MM/);
  });

  it('sends 1,000 meters in at most 150 KB gzip (docs/performance.md)', async () => {
    const { zoneId } = await zoneWithMeters('Rota Grande', 1000);
    const started = performance.now();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reading/route?zoneId=${zoneId}&month=${monthText}`,
      headers: admin,
    });
    const elapsed = performance.now() - started;
    expect(response.json().stops).toHaveLength(1000);
    const gzipped = gzipSync(response.rawPayload).length;
    console.info(
      `route of 1,000 meters: ${response.rawPayload.length} B, ${gzipped} B gzip, ${elapsed.toFixed(0)} ms`,
    );
    expect(gzipped).toBeLessThanOrEqual(150 * 1024);
  });
});

describe('the photo of the register', () => {
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const put = (clientReadingId: string, contentType: string, bytes: Buffer, headers = tech) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/reading/photo/${clientReadingId}`,
      payload: { contentType, data: bytes.toString('base64') },
      headers,
    });

  it('is kept for a stored reading, checked by its bytes and size, and read back by an administrator only', async () => {
    const { meters } = await zoneWithMeters('Rota F', 1);
    const sent = reading(meters[0]!, 4, {
      latitude: -25.97,
      longitude: 32.57,
      accuracyMeters: 9,
      note: 'Cão',
    });
    const [stored] = (await answer(await batch([sent]))).results;

    expect((await put(randomUUID(), 'image/jpeg', jpeg)).statusCode).toBe(404);
    const text = await put(sent.clientReadingId, 'image/jpeg', Buffer.from('não sou uma imagem'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('A fotografia tem de ser uma imagem JPEG, PNG ou WebP.');
    expect((await put(sent.clientReadingId, 'image/jpeg', png)).statusCode).toBe(400);
    const huge = Buffer.concat([jpeg, Buffer.alloc(200 * 1024)]);
    expect((await put(sent.clientReadingId, 'image/jpeg', huge)).statusCode).toBe(400);
    const ok = await put(sent.clientReadingId, 'image/jpeg', jpeg);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      clientReadingId: sent.clientReadingId,
      readingId: stored!.readingId,
      bytes: jpeg.length,
    });

    const photoUrl = `/api/v1/reading/${stored!.readingId}/photo`;
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: tech })).statusCode).toBe(403);
    const photo = await t.app.inject({ method: 'GET', url: photoUrl, headers: admin });
    expect(photo.statusCode).toBe(200);
    expect(Buffer.from(photo.json().file, 'base64').equals(jpeg)).toBe(true);
    expect(photo.json().contentType).toBe('image/jpeg');
    const capture = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reading/${stored!.readingId}/capture`,
      headers: admin,
    });
    expect(capture.json()).toMatchObject({
      latitude: -25.97,
      longitude: 32.57,
      accuracyMeters: 9,
      note: 'Cão',
      hasPhoto: true,
    });
  });

  it("refuses a technician's photo on someone else's reading", async () => {
    const { meters } = await zoneWithMeters('Rota G', 1);
    const sent = reading(meters[0]!, 4);
    await answer(await batch([sent], admin));
    const refused = await put(sent.clientReadingId, 'image/jpeg', jpeg);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Só quem gravou a leitura pode juntar-lhe a fotografia.');
  });
});
