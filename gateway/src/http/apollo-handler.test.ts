import { describe, expect, it } from 'vitest';
import { search } from './apollo-handler.ts';

describe('search', () => {
  it.each([
    '/graphql',
    '/graphql?',
    '/graphql?query=%7B__typename%7D',
    '/graphql?query={ a }&variables={"x":1}',
    '/graphql?query=a+b#fragment',
    '/graphql?a=1?b=2',
  ])('reads %s as URL.search does, for URLSearchParams', (target) => {
    const expected = new URL(target, 'http://localhost/').search;
    expect([...new URLSearchParams(search(target))]).toEqual([...new URLSearchParams(expected)]);
    expect(search(target) === '').toBe(expected === '');
  });
});
