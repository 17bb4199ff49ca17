import { describe, expect, it } from 'vitest';
import { createOptionFilter, filterOptions } from './filter-options.ts';

const options = [
  { value: 1, label: 'Maria Cossa' },
  { value: 2, label: 'João Macuácua' },
  { value: 3, label: 'Marco Sitoe' },
  { value: 4, label: 'ANA MARIA' },
];

describe('filterOptions', () => {
  it('keeps labels containing the query anywhere, ignoring case', () => {
    expect(filterOptions(options, 'mar').matches.map((o) => o.value)).toEqual([1, 3, 4]);
    expect(filterOptions(options, 'MACUÁ').matches.map((o) => o.value)).toEqual([2]);
    expect(filterOptions(options, 'zz')).toEqual({ matches: [], total: 0 });
  });

  it('returns everything for an empty query', () => {
    expect(filterOptions(options, ' ').total).toBe(4);
  });

  it('renders at most the limit but counts every match', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ value: i, label: `Cliente ${i}` }));
    const filter = createOptionFilter(many);
    const all = filter('cliente');
    expect(all.matches).toHaveLength(100);
    expect(all.total).toBe(5000);
    expect(filter('cliente 499', 3)).toEqual({
      matches: [many[499], many[4990], many[4991]],
      total: 11,
    });
  });
});
