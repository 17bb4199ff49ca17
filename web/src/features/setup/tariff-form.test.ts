import { describe, expect, it } from 'vitest';
import { emptyTariffForm, tariffFormSchema, tariffFormValues } from './tariff-form.ts';

// The block editor's rule is the domain's: bounds must increase, the open block is last — checked as typed.
const domestic = {
  ...emptyTariffForm(),
  effectiveFrom: '2025-01-01',
  minimumCharge: '143',
  blocks: [
    { upTo: '5', kind: 'flat' as const, amount: '143' },
    { upTo: '10', kind: 'price' as const, amount: '72,83' },
    { upTo: '', kind: 'price' as const, amount: '188,65' },
  ],
};

describe('the tariff version form', () => {
  it('turns pt-PT text into the GraphQL input', () => {
    const parsed = tariffFormSchema.safeParse(domestic);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      minimumCharge: '143.00',
      vatRate: 16,
      blocks: [
        { upTo: 5, price: null, flat: '143.00' },
        { upTo: 10, price: '72.83', flat: null },
        { upTo: null, price: '188.65', flat: null },
      ],
    });
  });

  it('names the block whose bound does not increase, and a closed last block', () => {
    const bad = tariffFormSchema.safeParse({
      ...domestic,
      blocks: [
        { upTo: '10', kind: 'price', amount: '1' },
        { upTo: '8', kind: 'price', amount: '2' },
      ],
    });
    expect(bad.success).toBe(false);
    const onSecond = bad
      .error!.issues.filter((i) => i.path.join('.') === 'blocks.1.upTo')
      .map((i) => i.message);
    expect(onSecond).toEqual([
      'Escalão 2: o limite "até (m³)" tem de ser maior do que o do escalão anterior.',
      'Escalões: o último escalão tem de ficar sem limite (aberto).',
    ]);
  });

  it('names a block amount typed wrong as the block amount', () => {
    const bad = tariffFormSchema.safeParse({
      ...domestic,
      blocks: [{ upTo: '', kind: 'price', amount: '1,234' }],
    });
    expect(bad.error!.issues.map((i) => i.path.join('.'))).toContain('blocks.0.amount');
  });

  it('reads a stored version back with decimal commas', () => {
    expect(
      tariffFormValues({
        effectiveFrom: '2025-01-01',
        minimumCharge: '143.00',
        fixedCharge: '50.00',
        sanitationRate: 10,
        vatRate: 16,
        vatExemptUpTo: 5,
        blocks: [
          { upTo: 5, price: null, flat: '143.00' },
          { upTo: null, price: '72.83', flat: null },
        ],
      }).blocks,
    ).toEqual([
      { upTo: '5', kind: 'flat', amount: '143,00' },
      { upTo: '', kind: 'price', amount: '72,83' },
    ]);
  });
});
