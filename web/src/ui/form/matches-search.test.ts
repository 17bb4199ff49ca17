import { describe, expect, it } from 'vitest';
import { matchesSearch, searchableText } from './matches-search.ts';

const contract = {
  id: 1042,
  client: { name: 'Maria José Cossa', phone: '841234567' },
  zone: { designation: 'Bairro Central', enterprise: { nuit: '400123456' } },
  balance: -1234.5,
  startDate: '2024-03-07',
  createdAt: new Date('2024-01-31T23:30:00Z'),
  meters: [{ serial: 'CTR-0099' }],
  exemptFromFines: false,
  notes: null,
};

describe('matchesSearch', () => {
  it('matches any top-level value, ignoring case', () => {
    expect(matchesSearch(contract, '1042')).toBe(true);
    expect(matchesSearch(contract, 'maria')).toBe(true);
    expect(matchesSearch(contract, 'COSSA')).toBe(true);
  });

  it('matches substrings of nested objects and arrays', () => {
    expect(matchesSearch(contract, 'central')).toBe(true);
    expect(matchesSearch(contract, '0012345')).toBe(true);
    expect(matchesSearch(contract, 'ctr-00')).toBe(true);
  });

  it('matches dates as shown (dd/mm/aaaa, Maputo time) and as stored', () => {
    expect(matchesSearch(contract, '07/03/2024')).toBe(true);
    expect(matchesSearch(contract, '2024-03-07')).toBe(true);
    // 23:30 UTC on the 31st is already 1 February in Maputo.
    expect(matchesSearch(contract, '01/02/2024')).toBe(true);
  });

  it('matches numbers as written by code and as shown in pt-PT', () => {
    expect(matchesSearch(contract, '-1234.5')).toBe(true);
    expect(matchesSearch(contract, '1234,50')).toBe(true);
    expect(matchesSearch({ amount: 12345.5 }, '12 345,5')).toBe(true);
  });

  it('trims the query, matches everything when empty, and rejects misses', () => {
    expect(matchesSearch(contract, '   ')).toBe(true);
    expect(matchesSearch(contract, '  bairro ')).toBe(true);
    expect(matchesSearch(contract, 'Matola')).toBe(false);
    // Booleans and nulls are never shown as such, so "false" or "null" find nothing.
    expect(matchesSearch(contract, 'false')).toBe(false);
    expect(matchesSearch(contract, 'null')).toBe(false);
  });

  it('survives cycles', () => {
    const a: Record<string, unknown> = { name: 'Ciclo' };
    a.self = a;
    expect(matchesSearch(a, 'ciclo')).toBe(true);
    expect(searchableText(a)).toBe('ciclo');
  });
});
