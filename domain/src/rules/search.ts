import { normalizePhone } from './phone.ts';

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

/** What a client search box was given, read the ways staff type at the counter (docs/domain.md "Client search"). */
export interface ClientSearchTerms {
  /** The text to look for in the client's name, phone, address, NUIT…: a phone as stored (no +258, no spaces). */
  text: string;
  /** A number alone: a client's id, a contract's id or an invoice's number. */
  number: number | null;
  /** The reference printed on a water bill, "<contract>-<invoice>". */
  billReference: { contractId: number; invoiceId: number } | null;
}

const PHONE_LIKE = /^\+?[\d\s().-]{6,}$/;

export function clientSearchTerms(q: string): ClientSearchTerms {
  const trimmed = q.trim();
  const reference = /^(\d{1,9})\s*-\s*(\d{1,9})$/.exec(trimmed);
  // "+258 82 764 1229", "00258 827641229", "82 764 12 29": the stored national digits.
  const phone = !reference && PHONE_LIKE.test(trimmed) ? normalizePhone(trimmed) : null;
  return {
    text: phone ?? trimmed,
    number: /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null,
    billReference: reference ? { contractId: Number(reference[1]), invoiceId: Number(reference[2]) } : null,
  };
}
