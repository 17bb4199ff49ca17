import { currentPeriod } from '@agua/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';

// A reading's stored zone_id (migration 0010, docs/domain.md "Reports") is always its meter's client's zone, however
// the reading was written and wherever the client or the meter moves later. The consumption reports group readings
// by it, so a reading left in an old zone would move m³ between zones.

let t: TestApp;
let tech: Record<string, string>;
const lastYear = currentPeriod().year - 1;

function send(method: 'POST' | 'PUT', url: string, payload: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload, headers: tech });
}

const clientFields = (name: string, zoneId: number) => ({
  name,
  phoneNumber: '841234567',
  address: 'Maputo',
  zoneId,
});

/** A new client of the zone with its meter (0 m³) under an active contract. */
async function freshMeter(name: string, zoneId: number): Promise<{ clientId: number; meterId: number }> {
  const client = await send('POST', '/client', clientFields(name, zoneId));
  expect(client.statusCode).toBe(201);
  const { clientId } = client.json().client;
  const { meterId } = client.json().meter;
  const contract = await send('POST', '/contract', {
    startDate: `${lastYear}-01-01`,
    clientId,
    meterId,
    contractTypeId: 1,
  });
  expect(contract.statusCode).toBe(201);
  return { clientId, meterId };
}

/** The meter's readings: the stored zone beside its client's zone. */
function zonesOf(meterId: number) {
  return queryRows<{ reading_month: number; zone_id: number; client_zone: number }>(
    t.databaseUrl,
    `select r.reading_month, r.zone_id, cl.zone_id as client_zone
       from readings r join client_meters cm on cm.id = r.meter_id join clients cl on cl.id = cm.client_id
      where r.meter_id = $1 order by r.reading_month`,
    [meterId],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  tech = bearer(await t.login('tecnico', 'tecnico123'));
});
afterAll(() => t?.close());

describe("a reading's zone", () => {
  it("is the client's zone when registered, and follows the client to another zone", async () => {
    const { clientId, meterId } = await freshMeter('Ermelinda Cossa', 1);
    for (const [month, current] of [
      [2, 6],
      [3, 9],
    ] as const) {
      const registered = await send('POST', '/reading', {
        meterId,
        readingYear: lastYear,
        readingMonth: month,
        currentReading: String(current),
      });
      expect(registered.statusCode).toBe(201);
    }
    expect((await zonesOf(meterId)).map((row) => row.zone_id)).toEqual([1, 1]);

    const moved = await send('PUT', `/client/${clientId}`, clientFields('Ermelinda Cossa', 3));
    expect(moved.statusCode).toBe(200);
    expect(await zonesOf(meterId)).toEqual([
      { reading_month: 2, zone_id: 3, client_zone: 3 },
      { reading_month: 3, zone_id: 3, client_zone: 3 },
    ]);
  });

  it('is set whatever SQL writes, and follows a meter handed to another client', async () => {
    const { meterId } = await freshMeter('Lázaro Chissano', 2);
    const other = await freshMeter('Rosa Macuácua', 4);
    await queryRows(
      t.databaseUrl,
      `insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, zone_id)
       values ($1, 7, $2, 0, 5, 5)`,
      [meterId, lastYear],
    );
    expect(await zonesOf(meterId)).toEqual([{ reading_month: 7, zone_id: 2, client_zone: 2 }]);
    await queryRows(t.databaseUrl, 'update readings set zone_id = 5 where meter_id = $1', [meterId]);
    expect((await zonesOf(meterId))[0]?.zone_id).toBe(2);

    await queryRows(t.databaseUrl, 'update client_meters set client_id = $1 where id = $2', [
      other.clientId,
      meterId,
    ]);
    expect(await zonesOf(meterId)).toEqual([{ reading_month: 7, zone_id: 4, client_zone: 4 }]);
  });
});
