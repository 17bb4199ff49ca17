import { formatDate } from '@agua/domain/dates';

// Table search: a case-insensitive substring match over every field of a row, nested
// objects included. Values are also matched in the form the screens show them: dates as dd/mm/aaaa and
// numbers with a decimal comma, so what the user reads is what the user can type.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:$|T)/;
const MAX_DEPTH = 6;
const ODD_SPACES = /[\u00a0\u202f]/g;

function normalise(text: string): string {
  return text.replace(ODD_SPACES, ' ').toLocaleLowerCase('pt-PT');
}

function numberTexts(value: number): string[] {
  if (!Number.isFinite(value)) return [];
  const texts = [String(value), value.toLocaleString('pt-PT', { maximumFractionDigits: 20 })];
  if (!Number.isInteger(value)) texts.push(value.toFixed(2).replace('.', ','));
  return texts;
}

function collect(value: unknown, texts: string[], seen: WeakSet<object>, depth: number): void {
  if (value === null || value === undefined) return;
  switch (typeof value) {
    case 'string':
      texts.push(value);
      if (ISO_DATE.test(value)) texts.push(formatDate(value));
      return;
    case 'number':
      texts.push(...numberTexts(value));
      return;
    case 'bigint':
      texts.push(String(value));
      return;
    case 'object':
      break;
    default:
      // Booleans and functions are never shown as themselves, so they never match.
      return;
  }
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime())) texts.push(formatDate(value.toISOString()), value.toISOString());
    return;
  }
  if (depth >= MAX_DEPTH || seen.has(value)) return;
  seen.add(value);
  for (const item of Array.isArray(value) ? value : Object.values(value))
    collect(item, texts, seen, depth + 1);
}

/** Every text a row can be found by, lower-cased; compute once per row when filtering big lists. */
export function searchableText(row: unknown): string {
  const texts: string[] = [];
  collect(row, texts, new WeakSet(), 0);
  return normalise(texts.join('\n'));
}

/** True when `query` (trimmed, any case) occurs in some value of `row`; an empty query matches everything. */
export function matchesSearch(row: unknown, query: string): boolean {
  const needle = normalise(query.trim());
  if (!needle) return true;
  return searchableText(row).includes(needle);
}
