import { formatMZN, toCentavos, toMeticais } from '@agua/domain/money';

/** Σ of Money strings, exact (through centavos), formatted as the tables show money. */
export function moneyTotal(values: readonly string[]): string {
  return formatMZN(toMeticais(values.reduce((sum, value) => sum + toCentavos(value), 0)));
}

const integer = new Intl.NumberFormat('pt-PT');
export const formatCount = (value: number) => integer.format(value);

/** Σ of whole numbers, formatted. */
export function countTotal(values: readonly number[]): string {
  return formatCount(values.reduce((sum, value) => sum + value, 0));
}

const decimal = new Intl.NumberFormat('pt-PT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A rate or an average with 2 decimals; a dash when there is none. */
export const formatDecimal = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : decimal.format(value);
