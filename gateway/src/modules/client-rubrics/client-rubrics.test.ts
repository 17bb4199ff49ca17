import { toCentavos } from '@agua/domain/money';
import { describe, expect, it } from 'vitest';
import { useLiveProduct } from '../../../test/helpers/live-product.ts';

// Outros Pagamentos (a rubric charged to a client) through the real gateway in front of the real api on a fresh
// seeded database.
const product = useLiveProduct();
const { ask } = product;

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
