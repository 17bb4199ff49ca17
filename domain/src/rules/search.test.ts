import { describe, expect, it } from 'vitest';
import { MONTHS_PT } from '../dates.ts';
import { amountSearchText, clientSearchTerms, keysWithLabel } from './search.ts';

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

describe('clientSearchTerms: a client search read the ways staff type it', () => {
  it('reads phones in every shape as the stored national digits', () => {
    for (const typed of [
      '+258 82 764 1229',
      '00258827641229',
      '258-82-764-1229',
      '82 764 12 29',
      '827641229',
    ]) {
      expect(clientSearchTerms(typed).text).toBe('827641229');
    }
  });

  it('reads a bill reference and a number, and leaves names as typed', () => {
    expect(clientSearchTerms(' 12-3456 ')).toEqual({
      text: '12-3456',
      number: null,
      billReference: { contractId: 12, invoiceId: 3456 },
    });
    expect(clientSearchTerms('345')).toEqual({ text: '345', number: 345, billReference: null });
    expect(clientSearchTerms('Amélia')).toEqual({ text: 'Amélia', number: null, billReference: null });
    expect(clientSearchTerms('Rua 12')).toMatchObject({ text: 'Rua 12', number: null });
  });
});
