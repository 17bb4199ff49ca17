import { describe, expect, it } from 'vitest';
import { useLiveProduct } from '../../../test/helpers/live-product.ts';

// Fecho de caixa through the real gateway in front of the real api on a fresh seeded database.
const product = useLiveProduct();
const { ask } = product;

describe('Fecho de caixa', () => {
  it('reads the administrator’s till of a day and closes it with the counted cash', async () => {
    const day = '2026-02-03';
    const { data: before } = await ask<{
      till: { receiptCount: number; expectedCash: string; closing: null };
    }>('query T($day: String) { till(day: $day) { receiptCount expectedCash closing { difference } } }', {
      day,
    });
    expect(before.till).toEqual({ receiptCount: 0, expectedCash: '0.00', closing: null });
    const { data } = await ask<{
      closeTill: {
        till: { closing: { countedCash: string; difference: string } } | null;
        message: string | null;
      };
    }>(
      `mutation C($input: CloseTillInput!) { closeTill(input: $input) {
        till { closing { countedCash difference } } message } }`,
      { input: { day, countedCash: '12.50' } },
    );
    expect(data.closeTill.message).toBeNull();
    expect(data.closeTill.till?.closing).toEqual({ countedCash: '12.50', difference: '12.50' });
    const again = await ask<{ closeTill: { till: null; message: string } }>(
      'mutation C($input: CloseTillInput!) { closeTill(input: $input) { till { day } message } }',
      { input: { day, countedCash: '1.00' } },
    );
    expect(again.data.closeTill.message).toContain('já está fechado');
  });
});
