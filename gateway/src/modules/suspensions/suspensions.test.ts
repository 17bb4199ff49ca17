import { todayInMaputo } from '@agua/domain/dates';
import { describe, expect, it } from 'vitest';
import { useLiveProduct } from '../../../test/helpers/live-product.ts';

// Registar and Listar Suspensões through the real gateway in front of the real api on a fresh seeded database.
const product = useLiveProduct();
const { ask } = product;

describe('Suspensões', () => {
  it('registers a suspension, lists it, and ends it through the edit', async () => {
    const { rows } = await product.api.app.pool.query<{ meter_id: number }>(
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
