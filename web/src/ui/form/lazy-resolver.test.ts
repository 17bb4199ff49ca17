import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { name: string };
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('a lazily loaded form resolver', () => {
  it('loads its code once, at the first validation or at preload, and answers as the real resolver', async () => {
    const load = vi.fn(async () => accepting);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    preload();
    const answer = await resolver({ name: 'Maria' }, undefined, options);
    await resolver({ name: 'João' }, undefined, options);
    expect(answer).toEqual({ values: { name: 'Maria' }, errors: {} });
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries the load again at the next validation when it failed (a dropped link)', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>();
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValueOnce(accepting);
    const { resolver } = lazyResolver(load);

    await expect(resolver({ name: 'Maria' }, undefined, options)).rejects.toThrow('Failed to fetch');
    await expect(resolver({ name: 'Maria' }, undefined, options)).resolves.toEqual({
      values: { name: 'Maria' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
