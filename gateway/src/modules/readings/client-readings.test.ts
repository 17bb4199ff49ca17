import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The client page's reading history through the real gateway in front of the real api: every reading of the
// client's meters (a replaced one included), latest first, at a REST cost that does not grow with the history.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let token: string;
let apiRequests = 0;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  api.app.server.on('request', () => {
    apiRequests += 1;
  });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  token = await api.login('tecnico', 'tecnico123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

/** A client with `months` monthly readings from January 2020: on one meter, or split over a replaced one and its successor. */
async function clientWithHistory(months: number, replaced: boolean): Promise<string> {
  const { rows } = await api.app.pool.query<{ client_id: number }>(
    `with c as (
       insert into clients (name, phone_number, address, zone_id)
       values ('Histórico ' || $1::int, '8' || lpad(($1::int * 7919 % 99999999)::text, 8, '0'), 'Rua H', 1) returning id),
     old as (insert into client_meters (client_id) select id from c returning id, client_id),
     r as (
       insert into readings (meter_id, reading_month, reading_year, previous_reading, current_reading, state)
       select old.id, 1 + (g - 1) % 12, 2020 + (g - 1) / 12, (g - 1) * 10, g * 10, 'APPROVED'
       from old, generate_series(1, $1::int) g returning id)
     select client_id from old`,
    [months],
  );
  const clientId = rows[0]!.client_id;
  if (replaced) {
    // The last third of the months moves to a new meter that replaced the first.
    await api.app.pool.query(
      `with old as (select id from client_meters where client_id = $1),
       new as (insert into client_meters (client_id, replaces_meter_id) select $1, id from old returning id)
       update readings set meter_id = (select id from new)
        where meter_id = (select id from old) and (reading_year - 2020) * 12 + reading_month > $2`,
      [clientId, Math.floor((months * 2) / 3)],
    );
  }
  return String(clientId);
}

const HISTORY = `query History($id: ID!) {
  client(id: $id) {
    meters { meterId serialNumber replacesMeterId }
    readings {
      readingId meterId readingMonth readingYear consumption estimated meterReplaced state
      flags { code reason } anomaly { code } meter { serialNumber }
    }
  }
}`;

interface History {
  client: {
    meters: { meterId: string; replacesMeterId: string | null }[];
    readings: {
      meterId: string;
      readingYear: number;
      readingMonth: number;
      meter: { serialNumber: string };
    }[];
  };
}

async function history(clientId: string) {
  const before = apiRequests;
  const body = await gateway.graphql<History>(HISTORY, { variables: { id: clientId }, token });
  expect(body.errors).toBeUndefined();
  return { client: body.data!.client, restCalls: apiRequests - before };
}

describe('Client.readings', () => {
  it("answers every reading of the client's meters, replaced one included, latest first, at the same cost for 2 and 60 months", async () => {
    const short = await history(await clientWithHistory(2, false));
    const long = await history(await clientWithHistory(60, true));

    expect(short.client.readings).toHaveLength(2);
    expect(long.client.readings).toHaveLength(60);
    const periods = long.client.readings.map((r) => r.readingYear * 100 + r.readingMonth);
    expect(periods).toEqual([...periods].sort((a, b) => b - a));
    expect(periods[0]).toBe(202412);
    const [newer, older] = [...long.client.meters].sort((a, b) => Number(b.meterId) - Number(a.meterId));
    expect(newer?.replacesMeterId).toBe(older?.meterId);
    expect(new Set(long.client.readings.map((r) => r.meterId))).toEqual(
      new Set([older?.meterId, newer?.meterId]),
    );
    for (const reading of long.client.readings) expect(reading.meter.serialNumber).toMatch(/^AG\d{7}$/);

    // The client, its meters and its readings (no reading here has an anomaly, which would add one read of them
    // all): never one call per reading or per meter.
    expect(long.restCalls).toBe(short.restCalls);
    expect(long.restCalls).toBe(3);
  });
});
