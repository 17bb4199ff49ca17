import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';

// The printed cut orders stream from the api through the gateway's /files, with the caller's token.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let tech: string;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  tech = await api.login('tecnico', 'tecnico123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

describe('GET /files/cuts/orders', () => {
  it('streams the cut orders PDF of chosen meters, and passes the api refusals on', async () => {
    const { rows } = await api.app.pool.query<{ meter_id: number }>(
      'select meter_id from contracts where contract_status = 1 order by meter_id limit 2',
    );
    const meterIds = rows.map((row) => row.meter_id).join(',');
    const pdf = await fetch(`${gateway.url}/files/cuts/orders?meterIds=${meterIds}`, {
      headers: { authorization: `Bearer ${tech}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const unknown = await fetch(`${gateway.url}/files/cuts/orders?meterIds=999999`, {
      headers: { authorization: `Bearer ${tech}` },
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toContain('999999');
    const anonymous = await fetch(`${gateway.url}/files/cuts/orders?meterIds=${meterIds}`);
    expect(anonymous.status).toBe(401);
  });
});
