import { todayInMaputo } from '@agua/domain/dates';
import { toCentavos } from '@agua/domain/money';
import { describe, expect, it } from 'vitest';
import { useLiveProduct } from '../../../test/helpers/live-product.ts';

// The cut screens through the real gateway in front of the real api on a fresh seeded database: Candidatos a Corte,
// Registar/Listar Cortes and Religar, and what each costs in REST calls.
const product = useLiveProduct();
const { ask } = product;

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
  await product.api.app.pool.query(
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
