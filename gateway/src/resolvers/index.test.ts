import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.ts';
import { mergeResolvers, resolvers } from './index.ts';

describe('the merged resolver map', () => {
  it("gathers every area's Query and Mutation fields and types", () => {
    expect(resolvers.Query).toHaveProperty('ping');
    expect(resolvers.Query).toHaveProperty('readingsPage');
    expect(resolvers.Mutation).toHaveProperty('login');
    expect(resolvers.Mutation).toHaveProperty('createZone');
    expect(resolvers.Mutation).toHaveProperty('createReading');
    expect(resolvers.Client).toHaveProperty('balance');
    expect(resolvers.Money).toBeDefined();
  });

  it('keeps the SDL description of the Money scalar, which the schema serves', () => {
    expect(buildSchema().getType('Money')?.description).toMatch(/^An exact amount of money in meticais/);
  });

  it('refuses a field two areas both resolve, rather than letting one shadow the other', () => {
    const one = { Query: { ping: () => true } };
    const other = { Query: { ping: () => false } };
    expect(() => mergeResolvers([one, other])).toThrow('Query.ping resolved by two areas');
  });
});
