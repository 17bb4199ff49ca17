// Text written to a spreadsheet that starts with = + - @ (or a tab / carriage return) could be taken for a formula
// by Excel or LibreOffice ("CSV/formula injection"); a leading apostrophe keeps it plain text.

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Headers of the field sheet, in order; the upload finds its columns by these names. */
export const SHEET_HEADERS = {
  meterId: 'Contador',
  clientName: 'Cliente',
  address: 'Endereço',
  previousReading: 'Leitura Anterior',
  currentReading: 'Leitura Actual',
  month: 'Mês',
  year: 'Ano',
} as const;

/** Header text as compared on upload: trimmed, lower case, without accents. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}
