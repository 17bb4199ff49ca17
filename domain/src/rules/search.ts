// A list's search box matches what its rows show, not only the stored codes: month names ("Maio"), state labels
// ("PENDENTE", "Activo") and amounts as pt-PT writes them ("1 234,50 MZN"). These turn what the user typed into
// the stored values to look for; the api builds its SQL from them.

/** Lower case without accents, so "marco" finds "Março". */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The keys whose shown label contains the search text (folded). */
export function keysWithLabel<K extends string | number>(labels: ReadonlyMap<K, string>, q: string): K[] {
  const wanted = folded(q);
  if (!wanted) return [];
  return [...labels].filter(([, label]) => folded(label).includes(wanted)).map(([key]) => key);
}

/**
 * An amount as typed from a formatted cell ("1 234,50 MZN", "1234,5", "-12,00") as the stored decimal text
 * ("1234.50" is found by "1234.5"), or null when the text is not an amount. Plain digits count too.
 */
export function amountSearchText(q: string): string | null {
  const bare = q
    .replace(/mzn|mt/gi, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(',', '.');
  return /^-?\d+(\.\d{0,2})?$/.test(bare) ? bare : null;
}
