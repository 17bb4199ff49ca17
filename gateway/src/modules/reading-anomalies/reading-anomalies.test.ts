import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// Readings as the field brings them, over GraphQL in front of the real api: anomalies, an estimated reading with its
// flag and anomaly, the expected window, a replaced meter found by its serial number.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let tech: string;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  tech = await api.login('tecnico', 'tecnico123');
  admin = await api.login('admin', 'admin123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

/** A new meter under an active contract of the demo's first contract type, with no readings. */
async function freshMeter(): Promise<number> {
  const { rows } = await api.app.pool.query<{ meter_id: number }>(
    `with m as (insert into client_meters (client_id, cubic_meters) select min(id), 100 from clients returning id, client_id)
     insert into contracts (client_id, meter_id, contract_type_id, start_date)
     select client_id, id, (select min(id) from contract_types), '2020-01-01' from m returning meter_id`,
  );
  return rows[0]!.meter_id;
}

describe('field readings over GraphQL', () => {
  it('lists the anomalies, registers an estimate with its flag and anomaly, and answers the expected window', async () => {
    const anomalies = await gateway.graphql<{ readingAnomalies: { code: string; billing: string }[] }>(
      '{ readingAnomalies(activeOnly: true) { code description withReading billing } }',
      { token: tech },
    );
    expect(anomalies.errors).toBeUndefined();
    expect(anomalies.data?.readingAnomalies.map((a) => a.code)).toContain('01');
    const meterId = await freshMeter();
    const created = await gateway.graphql<{
      createReading: {
        reading: {
          estimated: boolean;
          consumption: number;
          anomaly: { code: string; description: string };
          flags: { code: string; reason: string }[];
        } | null;
        message: string | null;
      };
    }>(
      `mutation($input: CreateReadingInput!) { createReading(input: $input) {
         reading { estimated consumption anomaly { code description } flags { code reason } }
         message } }`,
      {
        variables: { input: { meterId, readingYear: 2024, readingMonth: 1, anomalyCode: '01' } },
        token: tech,
      },
    );
    expect(created.data?.createReading.message).toBeNull();
    expect(created.data?.createReading.reading).toMatchObject({
      estimated: true,
      consumption: 5,
      anomaly: { code: '01', description: 'Contador inacessível' },
      flags: [{ code: 'ESTIMATED' }],
    });
    const expectation = await gateway.graphql<{ readingExpectation: Record<string, number | null> }>(
      `{ readingExpectation(meterId: ${meterId}, readingYear: 2024, readingMonth: 2) {
         previousReading digits averageConsumption expectedLow expectedHigh } }`,
      { token: tech },
    );
    expect(expectation.data?.readingExpectation).toEqual({
      previousReading: 105,
      digits: 5,
      averageConsumption: null,
      expectedLow: 105,
      expectedHigh: 115,
    });
  });

  it('replaces a meter (administrators), the new one found by its serial number', async () => {
    const meterId = await freshMeter();
    const REPLACE = `mutation($id: ID!, $input: ReplaceMeterInput!) { replaceMeter(meterId: $id, input: $input) {
      closedMeter { meterId closedOn closingReading } newMeter { meterId serialNumber digits cubicMeters }
      message } }`;
    const input = {
      date: '2024-03-01',
      closingReading: 120,
      newMeter: { serialNumber: `gw-${meterId}`, initialReading: 0 },
    };
    const refused = await gateway.graphql<{ replaceMeter: { message: string } }>(REPLACE, {
      variables: { id: meterId, input },
      token: tech,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const replaced = await gateway.graphql<{
      replaceMeter: {
        closedMeter: { closedOn: string };
        newMeter: { meterId: string; serialNumber: string };
      };
    }>(REPLACE, { variables: { id: meterId, input }, token: admin });
    expect(replaced.data?.replaceMeter.closedMeter.closedOn).toBe('2024-03-01');
    expect(replaced.data?.replaceMeter.newMeter.serialNumber).toBe(`GW-${meterId}`);
    const found = await gateway.graphql<{ searchMeters: { meterId: string; replacesMeterId: string }[] }>(
      `{ searchMeters(search: "gw-${meterId}") { meterId replacesMeterId } }`,
      { token: tech },
    );
    expect(found.data?.searchMeters).toEqual([
      { meterId: replaced.data?.replaceMeter.newMeter.meterId, replacesMeterId: String(meterId) },
    ]);
  });
});
