import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The zone's water bills through the gateway's /files: the api's PDF streamed through with the caller's token.
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

describe('GET /files/invoices/water-bills/{zoneId}', () => {
  it('streams the zone PDF of the api, and passes its refusals on', async () => {
    // One bill per client of the zone owing its latest unpaid month or earlier: every client owing (docs/domain.md).
    const { rows } = await api.app.pool.query<{ zone_id: number; n: string; month: string }>(
      `select cl.zone_id, count(distinct cl.id) as n,
              to_char(max(make_date(r.reading_year, r.reading_month, 1)), 'YYYY-MM') as month
         from invoices i join readings r on r.id = i.reading_id join contracts c on c.id = i.contract_id
         join clients cl on cl.id = c.client_id
        where i.payment_status is null group by 1 order by 2 desc limit 1`,
    );
    const zone = rows[0];
    if (!zone) throw new Error('the demo has no unpaid invoice');
    const pdf = await fetch(`${gateway.url}/files/invoices/water-bills/${zone.zone_id}`, {
      headers: { authorization: `Bearer ${tech}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(
      `facturas-zona-${zone.zone_id}-${zone.month}.pdf`,
    );
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // One page object per client owing.
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(Number(zone.n));

    const unknown = await fetch(`${gateway.url}/files/invoices/water-bills/99999999`, {
      headers: { authorization: `Bearer ${tech}` },
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Zona não encontrada.');
    expect((await fetch(`${gateway.url}/files/invoices/water-bills/${zone.zone_id}`)).status).toBe(401);
  });
});
