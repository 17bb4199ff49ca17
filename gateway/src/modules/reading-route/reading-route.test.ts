import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { currentPeriod } from '@agua/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The real api on a fresh seeded database behind the real gateway: the route down, the readings back up.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let tech: string;
let admin: string;
const now = currentPeriod();
const month = `${now.year}-${String(now.month).padStart(2, '0')}`;

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

/** A zone of its own with two clients, each with a meter under an active contract. */
async function zoneWithTwoMeters(name = 'GW Rota'): Promise<{ zoneId: number; meterIds: number[] }> {
  const { rows } = await api.app.pool.query<{ zone_id: number; meter_id: number }>(
    `with z as (
       insert into zones (designation, description, enterprise_id)
       values ($1, 'Rota do gateway', (select min(id) from enterprises)) returning id
     ), c as (
       insert into clients (name, phone_number, address, zone_id)
       select 'Cliente GW ' || n, '84000000' || n, 'Rua ' || n, (select id from z) from generate_series(1, 2) n
       returning id
     ), m as (
       insert into client_meters (client_id, cubic_meters) select id, 10 from c returning id, client_id
     ), k as (
       insert into contracts (client_id, meter_id, contract_type_id, start_date)
       select client_id, id, 1, '2020-01-01' from m returning meter_id
     )
     select (select id from z) as zone_id, meter_id from k order by meter_id`,
    [name],
  );
  return { zoneId: rows[0]!.zone_id, meterIds: rows.map((row) => row.meter_id) };
}

const ROUTE = `query Route($zoneId: ID!, $month: String!) {
  readingRoute(zoneId: $zoneId, month: $month) {
    zoneName readingMonth stops { meterId serial client previous low high } anomalies { code description }
  }
}`;

const SEND = `mutation Send($input: SendReadingBatchInput!) {
  sendReadingBatch(input: $input) {
    results { clientReadingId outcome readingId message }
    created alreadyRecorded refused message
  }
}`;

interface Sent {
  sendReadingBatch: {
    results: { clientReadingId: string; outcome: string; readingId: string | null; message: string | null }[];
    created: number;
    alreadyRecorded: number;
    refused: number;
    message: string | null;
  };
}

describe('the reading route over GraphQL', () => {
  it('downloads a zone route and sends its readings once, a refusal answered on its own', async () => {
    const { zoneId, meterIds } = await zoneWithTwoMeters();
    const route = await gateway.graphql<{
      readingRoute: {
        zoneName: string;
        stops: { meterId: string; previous: number }[];
        anomalies: unknown[];
      };
    }>(ROUTE, { variables: { zoneId, month }, token: tech });
    expect(route.errors).toBeUndefined();
    expect(route.data?.readingRoute.zoneName).toBe('Rota do gateway');
    expect(route.data?.readingRoute.stops.map((stop) => Number(stop.meterId))).toEqual(meterIds);
    expect(route.data?.readingRoute.stops[0]?.previous).toBe(10);
    expect(route.data?.readingRoute.anomalies.length).toBeGreaterThan(0);

    const readings = [
      {
        clientReadingId: randomUUID(),
        meterId: meterIds[0],
        readingYear: now.year,
        readingMonth: now.month,
        currentReading: 14,
        latitude: -25.9,
        longitude: 32.6,
        accuracyMeters: 12,
      },
      // Below the previous index on a 5-digit register: refused with its reason.
      {
        clientReadingId: randomUUID(),
        meterId: meterIds[1],
        readingYear: now.year,
        readingMonth: now.month,
        currentReading: 3,
      },
    ];
    const first = await gateway.graphql<Sent>(SEND, { variables: { input: { readings } }, token: tech });
    expect(first.errors).toBeUndefined();
    const answer = first.data!.sendReadingBatch;
    expect(answer.created).toBe(1);
    expect(answer.refused).toBe(1);
    expect(answer.results[1]?.message).toMatch(/\S/);
    const again = await gateway.graphql<Sent>(SEND, {
      variables: { input: { readings: [readings[0]] } },
      token: tech,
    });
    expect(again.data?.sendReadingBatch.results[0]).toMatchObject({
      outcome: 'ALREADY_RECORDED',
      message: 'Leitura já gravada.',
      readingId: answer.results[0]?.readingId,
    });
  });

  it('answers a batch over 500 readings as a refused payload in Portuguese', async () => {
    const readings = Array.from({ length: 501 }, () => ({
      clientReadingId: randomUUID(),
      meterId: 1,
      readingYear: now.year,
      readingMonth: now.month,
      currentReading: 1,
    }));
    const over = await gateway.graphql<Sent>(SEND, { variables: { input: { readings } }, token: tech });
    expect(over.data?.sendReadingBatch.message).toMatch(/no máximo 500/);
    expect(over.data?.sendReadingBatch.results).toEqual([]);
  });
});

describe('the photo of the register over GraphQL', () => {
  it('is attached by the technician and seen, with the GPS fix, by an administrator', async () => {
    const { meterIds } = await zoneWithTwoMeters('GW Foto');
    const clientReadingId = randomUUID();
    const reading = {
      clientReadingId,
      meterId: meterIds[0],
      readingYear: now.year,
      readingMonth: now.month,
      currentReading: 12,
      latitude: -25.9,
      longitude: 32.6,
      accuracyMeters: 7,
    };
    const sent = await gateway.graphql<Sent>(SEND, {
      variables: { input: { readings: [reading] } },
      token: tech,
    });
    const readingId = sent.data!.sendReadingBatch.results[0]!.readingId;
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]).toString(
      'base64',
    );
    const PUT = `mutation Put($input: PutReadingPhotoInput!) {
      putReadingPhoto(input: $input) { bytes message }
    }`;
    const notImage = await gateway.graphql<{
      putReadingPhoto: { bytes: number | null; message: string | null };
    }>(PUT, {
      variables: { input: { clientReadingId, contentType: 'image/jpeg', data: 'AAAA' } },
      token: tech,
    });
    expect(notImage.data?.putReadingPhoto).toEqual({
      bytes: null,
      message: 'A fotografia tem de ser uma imagem JPEG, PNG ou WebP.',
    });
    const put = await gateway.graphql<{ putReadingPhoto: { bytes: number | null } }>(PUT, {
      variables: { input: { clientReadingId, contentType: 'image/jpeg', data: jpeg } },
      token: tech,
    });
    expect(put.data?.putReadingPhoto.bytes).toBe(68);
    const CAPTURE = `query C($id: ID!) { readingCapture(readingId: $id) { accuracyMeters hasPhoto photo } }`;
    const seen = await gateway.graphql<{
      readingCapture: { accuracyMeters: number; hasPhoto: boolean; photo: string };
    }>(CAPTURE, { variables: { id: readingId }, token: admin });
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.readingCapture).toEqual({
      accuracyMeters: 7,
      hasPhoto: true,
      photo: `data:image/jpeg;base64,${jpeg}`,
    });
  });
});
