import { describe, expect, it } from 'vitest';
import { MONTHS_PT } from '../dates.ts';
import { amountSearchText, keysWithLabel } from './search.ts';

describe('searching what a row shows', () => {
  const months = new Map(MONTHS_PT.map((name, index) => [index + 1, name]));

  it('finds months and labels by their shown text, ignoring case and accents', () => {
    expect(keysWithLabel(months, 'marco')).toEqual([3]);
    expect(keysWithLabel(months, 'JU')).toEqual([6, 7]);
    expect(keysWithLabel(new Map([['PENDING', 'PENDENTE']]), 'pend')).toEqual(['PENDING']);
    expect(keysWithLabel(months, ' ')).toEqual([]);
  });

  it('reads a formatted amount as the stored decimal', () => {
    expect(amountSearchText('1 234,50 MZN')).toBe('1234.50');
    expect(amountSearchText('1\u202f234,5')).toBe('1234.5');
    expect(amountSearchText('-12,00')).toBe('-12.00');
    expect(amountSearchText('150')).toBe('150');
    expect(amountSearchText('Maio')).toBeNull();
  });
});
