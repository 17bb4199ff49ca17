import type { Option } from './option.ts';

/** Rendering more than this many options makes typing lag on lists of thousands of clients. */
export const OPTION_LIMIT = 100;

export type FilteredOptions<O> = { matches: O[]; total: number };

function normalise(text: string): string {
  return text.toLocaleLowerCase('pt-PT');
}

/**
 * Prepares a list for repeated filtering: labels are lower-cased once, then each query is a
 * case-insensitive substring test returning at most `limit` matches and how many there were in all.
 */
export function createOptionFilter<O extends Pick<Option<unknown>, 'label'>>(options: readonly O[]) {
  const labels = options.map((option) => normalise(option.label));
  return (query: string, limit = OPTION_LIMIT): FilteredOptions<O> => {
    const needle = normalise(query.trim());
    const matches: O[] = [];
    let total = 0;
    labels.forEach((label, index) => {
      if (needle && !label.includes(needle)) return;
      total += 1;
      if (matches.length < limit) matches.push(options[index]!);
    });
    return { matches, total };
  };
}

export function filterOptions<O extends Pick<Option<unknown>, 'label'>>(
  options: readonly O[],
  query: string,
  limit = OPTION_LIMIT,
): FilteredOptions<O> {
  return createOptionFilter(options)(query, limit);
}
