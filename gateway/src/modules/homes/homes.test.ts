import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { currentPeriod } from '@agua/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The real api on a fresh seeded database behind the real gateway: the homes' reads and the "por ler" list, as the
// api answers them, and the administrator's takings refused to a technician.
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

const UNREAD = `query ($zoneId: ID!, $month: String!) {
  unreadMetersByZone(month: $month) { zoneId zoneName unread }
  unreadMetersPage(zoneId: $zoneId, month: $month, page: 1, size: 10) { total items { meterId serial client } }
}`;

describe('homes', () => {
  it("answers a zone's meters por ler, counted and listed alike", async () => {
    const { rows } = await api.app.pool.query<{ zone_id: number; meter_id: number }>(
      `with z as (
         insert into zones (designation, description, enterprise_id)
         values ('GW Por Ler', 'GW Por Ler', (select min(id) from enterprises)) returning id
       ), c as (
         insert into clients (name, phone_number, address, zone_id)
         select 'Cliente PL ' || n, '84100000' || n, 'Rua ' || n, (select id from z) from generate_series(1, 3) n
         returning id
       ), m as (
         insert into client_meters (client_id, cubic_meters) select id, 10 from c returning id, client_id
       ), k as (
         insert into contracts (client_id, meter_id, contract_type_id, start_date)
         select client_id, id, 1, '2020-01-01' from m returning meter_id
       )
       select (select id from z) as zone_id, meter_id from k order by meter_id`,
    );
    const zoneId = rows[0]!.zone_id;
    const answer = await gateway.graphql<{
      unreadMetersByZone: { zoneId: string; zoneName: string; unread: number }[];
      unreadMetersPage: { total: number; items: { meterId: string }[] };
    }>(UNREAD, { variables: { zoneId, month }, token: tech });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.unreadMetersByZone).toContainEqual({
      zoneId: String(zoneId),
      zoneName: 'GW Por Ler',
      unread: 3,
    });
    expect(answer.data?.unreadMetersPage.total).toBe(3);
    expect(answer.data?.unreadMetersPage.items.map((row) => Number(row.meterId)).sort()).toEqual(
      rows.map((row) => row.meter_id).sort(),
    );
  });

  it("answers today's receipts as Money to an administrator and refuses them to a technician", async () => {
    const query = '{ receiptsToday { count total } myReadingsToday { count last { readingId } } }';
    const asAdmin = await gateway.graphql<{ receiptsToday: { count: number; total: string } }>(query, {
      token: admin,
    });
    expect(asAdmin.errors).toBeUndefined();
    expect(asAdmin.data?.receiptsToday.total).toMatch(/^\d+\.\d{2}$/);
    const asTech = await gateway.graphql('{ receiptsToday { count } }', { token: tech });
    expect(asTech.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
