// Money travels as MZN numbers with at most 2 decimals and is computed in integer centavos,
// so that no sum ever suffers binary floating-point error.

export type Centavos = number;

// pt-PT leaves 4-digit amounts ungrouped ("4340,00") while grouping longer ones ("11 712,50"): every amount is
// grouped from 1 000, so a column of amounts reads alike.
const formatter = new Intl.NumberFormat('pt-PT', {
  style: 'currency',
  currency: 'MZN',
  useGrouping: 'always',
});

/** Parses an amount in meticais (number or numeric string such as PostgreSQL numeric) into centavos. */
export function toCentavos(meticais: number | string): Centavos {
  const text = typeof meticais === 'number' ? meticais.toFixed(2) : meticais.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) throw new RangeError(`Valor monetário inválido: ${String(meticais)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Centavos back to a JSON number in meticais (at most 2 decimals). */
export function toMeticais(centavos: Centavos): number {
  return Math.round(centavos) / 100;
}

/** Centavos as the decimal string PostgreSQL numeric(14,2) expects. */
export function toDecimalString(centavos: Centavos): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Percentage of an amount, rounded half away from zero to the centavo. */
export function percentOf(centavos: Centavos, percent: number): Centavos {
  const raw = (centavos * percent) / 100;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

/** Display form, e.g. "1 234,50 MZN" (a no-break space between the thousands). */
export function formatMZN(meticais: number | string): string {
  return formatter.format(toMeticais(toCentavos(meticais)));
}
