import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { todayInMaputo } from '@agua/domain/dates';
import { toCentavos } from '@agua/domain/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// The real api on a fresh seeded database behind the real gateway: the cut, suspension and Outros Pagamentos screens'
// queries and mutations. The api's HTTP server counts the requests it receives, so a test sees what a query costs.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let admin: string;
let apiRequests = 0;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  api.app.server.on('request', () => {
    apiRequests += 1;
  });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  admin = await api.login('admin', 'admin123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

async function ask<T>(query: string, variables?: Record<string, unknown>) {
  const before = apiRequests;
  const body = await gateway.graphql<T>(query, { variables, token: admin });
  expect(body.errors).toBeUndefined();
  return { data: body.data as T, restCalls: apiRequests - before };
}

const CANDIDATES = `query C($size: Int!, $zoneId: ID) {
  cutCandidates(page: 1, size: $size, zoneId: $zoneId) {
    total
    items { meterId clientId clientName zoneName debt monthsOwed daysOverdue lastPaymentDate balance }
  }
}`;

interface Candidate {
  meterId: string;
  clientId: string;
  clientName: string;
  debt: string;
  monthsOwed: number;
}

const CUTS = `query L($size: Int!, $search: String) {
  cutsPage(page: 1, size: $size, search: $search, sort: "cutId,desc") {
    total
    items { cutId meterId endDate clientName zone { designation } client { clientId balance } }
  }
}`;

interface CutRow {
  cutId: string;
  meterId: string;
  endDate: string | null;
  clientName: string;
  zone: { designation: string } | null;
  client: { clientId: string; balance: string } | null;
}

/** Makes every active meter without an open cut a candidate: each holder gets an unpaid invoice 90 days overdue. */
async function makeEveryMeterOverdue(): Promise<void> {
  await api.app.pool.query(
    `update invoices set payment_status = null, receipt_id = null, payment_date = null,
            limit_date = current_date - 90
      where id in (select distinct on (contract_id) id from invoices order by contract_id, id desc)`,
  );
}

describe('Candidatos a Corte', () => {
  it('costs one REST call whatever the page size, every column included', async () => {
    await makeEveryMeterOverdue();
    const small = await ask<{ cutCandidates: { total: number; items: Candidate[] } }>(CANDIDATES, {
      size: 5,
    });
    const large = await ask<{ cutCandidates: { total: number; items: Candidate[] } }>(CANDIDATES, {
      size: 500,
    });

    expect(small.data.cutCandidates.items).toHaveLength(5);
    expect(large.data.cutCandidates.items.length).toBeGreaterThan(30);
    expect(large.data.cutCandidates.items.length).toBe(large.data.cutCandidates.total);
    for (const row of large.data.cutCandidates.items) {
      expect(toCentavos(row.debt)).toBeGreaterThan(0);
      expect(row.monthsOwed).toBeGreaterThan(0);
      expect(row.clientName).toBeTruthy();
    }
    expect(small.restCalls).toBe(1);
    expect(large.restCalls).toBe(1);
  });

  it('costs the same REST calls for a page of 5 cuts and of 500, zone and holder balance included', async () => {
    const small = await ask<{ cutsPage: { items: CutRow[] } }>(CUTS, { size: 5 });
    const large = await ask<{ cutsPage: { items: CutRow[] } }>(CUTS, { size: 500 });
    expect(large.restCalls).toBe(small.restCalls);
    for (const row of large.data.cutsPage.items) {
      expect(row.zone?.designation).toBeTruthy();
      expect(row.client?.balance).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('registers the cuts of chosen candidates, which then leave the candidates and join the cut list', async () => {
    const { data } = await ask<{ cutCandidates: { items: Candidate[] } }>(CANDIDATES, { size: 3 });
    const chosen = data.cutCandidates.items.map((row) => row.meterId);
    expect(chosen).toHaveLength(3);

    const registered = await ask<{
      registerCuts: { cuts: CutRow[]; refused: unknown[]; message: string | null };
    }>(
      `mutation R($input: RegisterCutsInput!) {
        registerCuts(input: $input) { cuts { cutId meterId endDate } refused { meterId message } message }
      }`,
      { input: { meterIds: chosen, startDate: todayInMaputo() } },
    );
    expect(registered.data.registerCuts.message).toBeNull();
    expect(registered.data.registerCuts.cuts.map((cut) => cut.meterId).sort()).toEqual([...chosen].sort());

    const after = await ask<{ cutCandidates: { items: Candidate[] } }>(CANDIDATES, { size: 500 });
    const left = new Set(after.data.cutCandidates.items.map((row) => row.meterId));
    for (const meterId of chosen) expect(left.has(meterId)).toBe(false);

    const list = await ask<{ cutsPage: { items: CutRow[] } }>(CUTS, { size: 5 });
    const listed = list.data.cutsPage.items.map((row) => row.meterId);
    for (const meterId of chosen) expect(listed).toContain(meterId);

    // The same meters again: all refused, each named, nothing saved.
    const again = await ask<{
      registerCuts: {
        cuts: CutRow[];
        refused: { meterId: string; message: string }[];
        message: string | null;
      };
    }>(
      `mutation R($input: RegisterCutsInput!) {
        registerCuts(input: $input) { cuts { cutId } refused { meterId message } message }
      }`,
      { input: { meterIds: chosen, startDate: todayInMaputo() } },
    );
    expect(again.data.registerCuts.cuts).toEqual([]);
    expect(again.data.registerCuts.message).toBeTruthy();
    expect(again.data.registerCuts.refused.map((row) => row.meterId).sort()).toEqual([...chosen].sort());
  });

  it('Religar ends an open cut and answers the holder with the balance the reconnection fee left', async () => {
    const { data } = await ask<{ cutsPage: { items: CutRow[] } }>(CUTS, { size: 50 });
    const open = data.cutsPage.items.find((row) => row.endDate === null && row.client);
    if (!open?.client) throw new Error('no open cut');
    const before = toCentavos(open.client.balance);

    const done = await ask<{
      reconnectCut: { cut: CutRow | null; client: { balance: string } | null; message: string | null };
    }>(
      `mutation X($id: ID!) {
        reconnectCut(id: $id) { cut { cutId endDate } client { balance } message }
      }`,
      { id: open.cutId },
    );
    expect(done.data.reconnectCut.message).toBeNull();
    expect(done.data.reconnectCut.cut?.endDate).toBe(todayInMaputo());
    const fee = before - toCentavos(done.data.reconnectCut.client?.balance ?? '0');
    // The demo's contract types charge 500, 750 or 1000 MZN to reconnect.
    expect([500_00, 750_00, 1000_00]).toContain(fee);

    const twice = await ask<{ reconnectCut: { cut: unknown; message: string | null } }>(
      'mutation X($id: ID!) { reconnectCut(id: $id) { cut { cutId } message } }',
      { id: open.cutId },
    );
    expect(twice.data.reconnectCut.cut).toBeNull();
    expect(twice.data.reconnectCut.message).toMatch(/já foi religado/);
  });
});

describe('Suspensões', () => {
  it('registers a suspension, lists it, and ends it through the edit', async () => {
    const { rows } = await api.app.pool.query<{ meter_id: number }>(
      `select m.id as meter_id from client_meters m
        where not exists (select 1 from suspensions s where s.meter_id = m.id and s.status = 'ACTIVE')
        order by m.id limit 1`,
    );
    const meterId = String(rows[0]?.meter_id);
    const created = await ask<{
      createSuspension: {
        suspension: { suspensionId: string; status: string } | null;
        message: string | null;
      };
    }>(
      `mutation S($input: CreateSuspensionInput!) {
        createSuspension(input: $input) { suspension { suspensionId status } message }
      }`,
      { input: { meterId, startDate: todayInMaputo(), reason: 'Ausência prolongada' } },
    );
    expect(created.data.createSuspension.message).toBeNull();
    const id = created.data.createSuspension.suspension?.suspensionId;
    expect(created.data.createSuspension.suspension?.status).toBe('ACTIVE');

    const page = await ask<{
      suspensionsPage: { items: { suspensionId: string; zone: { designation: string } }[] };
    }>(
      `query P { suspensionsPage(page: 1, size: 5, sort: "suspensionId,desc") {
        items { suspensionId zone { designation } } } }`,
    );
    expect(page.data.suspensionsPage.items[0]?.suspensionId).toBe(id);

    const ended = await ask<{
      updateSuspension: {
        suspension: { status: string; endDate: string | null } | null;
        message: string | null;
      };
    }>(
      `mutation U($id: ID!, $input: UpdateSuspensionInput!) {
        updateSuspension(id: $id, input: $input) { suspension { status endDate } message }
      }`,
      {
        id,
        input: { meterId, reason: 'Ausência prolongada', startDate: todayInMaputo(), status: 'ENDED' },
      },
    );
    expect(ended.data.updateSuspension.message).toBeNull();
    expect(ended.data.updateSuspension.suspension).toEqual({ status: 'ENDED', endDate: todayInMaputo() });
  });
});

describe('Outros Pagamentos', () => {
  it("charges a rubric: the payload carries the charge and the client's balance less its price", async () => {
    const before = await ask<{
      clientsPage: { items: { clientId: string; balance: string; chargedRubrics: { id: string }[] }[] };
      searchRubrics: { rubricId: string; price: string }[];
    }>(`query B { clientsPage(page: 1, size: 1, sort: "clientId,asc") { items { clientId balance chargedRubrics { id } } }
      searchRubrics(size: 1) { rubricId price } }`);
    const client = before.data.clientsPage.items[0];
    const rubric = before.data.searchRubrics[0];
    if (!client || !rubric) throw new Error('no client or rubric');

    const charged = await ask<{
      chargeRubric: {
        clientRubric: { id: string; quantity: number; amount: string; rubricName: string } | null;
        client: { balance: string; chargedRubrics: { id: string }[] } | null;
        message: string | null;
      };
    }>(
      `mutation C($input: ChargeRubricInput!) {
        chargeRubric(input: $input) {
          clientRubric { id quantity amount rubricName }
          client { balance chargedRubrics { id } }
          message
        }
      }`,
      { input: { clientId: client.clientId, rubricId: rubric.rubricId } },
    );
    const payload = charged.data.chargeRubric;
    expect(payload.message).toBeNull();
    expect(payload.clientRubric?.quantity).toBe(1);
    expect(payload.clientRubric?.amount).toBe(rubric.price);
    expect(toCentavos(payload.client?.balance ?? '0')).toBe(
      toCentavos(client.balance) - toCentavos(rubric.price),
    );
    expect(payload.client?.chargedRubrics[0]?.id).toBe(payload.clientRubric?.id);
    expect(payload.client?.chargedRubrics).toHaveLength(client.chargedRubrics.length + 1);
  });

  it('searches rubrics on the server and refuses an unknown client in Portuguese', async () => {
    const found = await ask<{ searchRubrics: { name: string; description: string }[] }>(
      'query R($s: String) { searchRubrics(search: $s) { name description } }',
      { s: 'zzz-nada' },
    );
    expect(found.data.searchRubrics).toEqual([]);

    const refused = await ask<{ chargeRubric: { clientRubric: unknown; message: string | null } }>(
      `mutation C($input: ChargeRubricInput!) { chargeRubric(input: $input) { clientRubric { id } message } }`,
      { input: { clientId: '999999', rubricId: '1' } },
    );
    expect(refused.data.chargeRubric.clientRubric).toBeNull();
    expect(refused.data.chargeRubric.message).toMatch(/Cliente/);
  });
});
