import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { modules } from './index.ts';

/** The types an SDL text defines (not those it only extends). */
function definedTypes(typeDefs: string | undefined): Set<string> {
  if (typeDefs === undefined) return new Set();
  const names = parse(typeDefs).definitions.flatMap((definition) =>
    'name' in definition && definition.name && !definition.kind.endsWith('Extension')
      ? [definition.name.value]
      : [],
  );
  return new Set(names);
}

describe('the module list', () => {
  it('names each area once', () => {
    const names = modules.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(modules.map((area) => [area.name, area] as const))(
    '%s maps only types its own SDL defines',
    (_name, area) => {
      const own = definedTypes(area.typeDefs);
      for (const type of Object.keys(area.mappers)) expect(own).toContain(type);
    },
  );
});
