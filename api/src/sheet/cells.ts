// Text written to a spreadsheet that starts with = + - @ (or a tab / carriage return) could be taken for a formula
// by Excel or LibreOffice ("CSV/formula injection"); a leading apostrophe keeps it plain text.

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Header text as compared on upload (a field sheet, an M-Pesa statement): trimmed, lower case, without accents. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}
