import { describe, expect, it } from 'vitest';
import { mergeResolvers } from './merge-resolvers.ts';
import { modules } from './modules/index.ts';
import { buildSchema } from './schema.ts';

describe('the merged resolver map', () => {
  it("gathers every area's Query and Mutation fields and types", () => {
    const resolvers = mergeResolvers(modules);
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

  it('refuses a field two areas both resolve, naming both, rather than letting one shadow the other', () => {
    const one = { name: 'one', resolvers: { Query: { ping: () => true } } };
    const other = { name: 'other', resolvers: { Query: { ping: () => false } } };
    expect(() => mergeResolvers([one, other])).toThrow('Query.ping resolved by two areas (one and other)');
  });
});
