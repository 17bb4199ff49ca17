import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (zod and the domain schema, ~60 KB of script) is loaded only when it is first needed,
 * or earlier through `preload`. The login page is the first thing every visit runs: keeping zod out of the entry
 * chunk lets the form appear sooner, while its rule still lives once, in the domain schema.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown, Parsed = Values>(
  load: () => Promise<Resolver<Values, Context, Parsed>>,
): { resolver: Resolver<Values, Context, Parsed>; preload: () => void } {
  let loaded: Promise<Resolver<Values, Context, Parsed>> | null = null;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      // A failed load (a deploy replaced the chunk, the network dropped) may be retried at the next submit.
      loaded = null;
      throw error;
    });
    return loaded;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => {}),
  };
}
