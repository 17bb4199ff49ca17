import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from '../../../test/helpers/gateway.ts';

// Tariffs through the real gateway in front of the real api: versions under ContractType, the quote, an invoice's
// lines, every amount as Money, and a refusal as a payload naming the field.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  admin = await api.login('admin', 'admin123');
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const VERSION = `contractTypeId effectiveFrom minimumCharge fixedCharge vatRate locked
  blocks { upTo price flat }`;

describe('tariffs over GraphQL', () => {
  it("lists the demo's versions under their contract type, amounts as Money", async () => {
    const body = await gateway.graphql<{ contractType: { designation: string; tariffs: unknown[] } }>(
      `{ contractType(id: 4) { designation tariffs { ${VERSION} } } }`,
      { token: admin },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.contractType.tariffs).toEqual([
      {
        contractTypeId: '4',
        effectiveFrom: '2025-01-01',
        minimumCharge: '143.00',
        fixedCharge: '50.00',
        vatRate: 16,
        locked: false,
        blocks: [
          { upTo: 5, price: null, flat: '143.00' },
          { upTo: 10, price: '72.83', flat: null },
          { upTo: 20, price: '126.00', flat: null },
          { upTo: null, price: '188.65', flat: null },
        ],
      },
    ]);
  });

  it('quotes with lines, VAT and total as Money', async () => {
    const body = await gateway.graphql<{ tariffQuote: unknown }>(
      `{ tariffQuote(contractTypeId: 5, consumption: 20, date: "2025-06-15") {
          lines { kind description quantity unitPrice amount } vat total } }`,
      { token: admin },
    );
    expect(body.errors).toBeUndefined();
    // Commerce: 1 086,00 for the first 15 m³, 5 × 90,00, meter rental 100,00, sanitation 10 %, IVA 16 %.
    expect(body.data!.tariffQuote).toEqual({
      lines: [
        {
          kind: 'WATER_BLOCK',
          description: '1.º escalão (até 15 m³), valor fixo',
          quantity: 15,
          unitPrice: null,
          amount: '1086.00',
        },
        {
          kind: 'WATER_BLOCK',
          description: '2.º escalão (mais de 15 m³)',
          quantity: 5,
          unitPrice: '90.00',
          amount: '450.00',
        },
        {
          kind: 'FIXED',
          description: 'Aluguer de contador',
          quantity: null,
          unitPrice: null,
          amount: '100.00',
        },
        {
          kind: 'SANITATION',
          description: 'Saneamento (10 % da água)',
          quantity: null,
          unitPrice: null,
          amount: '153.60',
        },
        { kind: 'VAT', description: 'IVA (16 %)', quantity: null, unitPrice: null, amount: '286.34' },
      ],
      vat: '286.34',
      total: '2075.94',
    });
  });

  it('publishes, refuses a bad version with the field named, and deletes', async () => {
    const create = (blocks: string) =>
      gateway.graphql<{
        createTariffVersion: {
          tariffVersion: { tariffVersionId: string } | null;
          message: string | null;
          inputErrors: { field: string }[];
        };
      }>(
        `mutation { createTariffVersion(contractTypeId: 1, input: {
            effectiveFrom: "2030-01-01", minimumCharge: "150", fixedCharge: "0", sanitationRate: 0, vatRate: 16,
            blocks: ${blocks} }) { tariffVersion { tariffVersionId } message inputErrors { field message } } }`,
        { token: admin },
      );
    const refused = await create('[{ upTo: 10, price: "30" }, { upTo: 10, price: "40" }, { price: "50" }]');
    expect(refused.data!.createTariffVersion.tariffVersion).toBeNull();
    expect(refused.data!.createTariffVersion.inputErrors.map((e) => e.field)).toContain('blocks.1.upTo');
    const created = await create('[{ upTo: 10, price: "30" }, { price: "50" }]');
    const id = created.data!.createTariffVersion.tariffVersion!.tariffVersionId;
    const removed = await gateway.graphql<{ deleteTariffVersion: { deleted: boolean } }>(
      `mutation { deleteTariffVersion(contractTypeId: 1, id: ${id}) { deleted } }`,
      { token: admin },
    );
    expect(removed.data!.deleteTariffVersion.deleted).toBe(true);
  });

  it("answers an invoice's lines (empty when the type's own prices priced it)", async () => {
    const body = await gateway.graphql<{
      invoicesPage: { items: { lines: unknown[]; vatAmount: string; tariffVersionId: string | null }[] };
    }>('{ invoicesPage(page: 1, size: 1) { items { lines { kind } vatAmount tariffVersionId } } }', {
      token: admin,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.invoicesPage.items[0]).toEqual({ lines: [], vatAmount: '0.00', tariffVersionId: null });
  });
});
