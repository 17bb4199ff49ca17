import { describe, expect, it } from 'vitest';
import { formatMZN, percentOf, toCentavos, toDecimalString, toMeticais } from './money.ts';

describe('money', () => {
  it('parses numbers and numeric strings into integer centavos without float error', () => {
    expect(toCentavos(0.1) + toCentavos(0.2)).toBe(30);
    expect(toCentavos('1234.5')).toBe(123450);
    expect(toCentavos('-12.05')).toBe(-1205);
    expect(toCentavos(19.99)).toBe(1999);
    expect(toCentavos('7')).toBe(700);
  });

  it('refuses text that is not an amount', () => {
    expect(() => toCentavos('12,50')).toThrow(RangeError);
    expect(() => toCentavos('abc')).toThrow(RangeError);
  });

  it('converts back for JSON and for PostgreSQL numeric', () => {
    expect(toMeticais(123450)).toBe(1234.5);
    expect(toDecimalString(123450)).toBe('1234.50');
    expect(toDecimalString(-5)).toBe('-0.05');
  });

  it('takes a percentage rounded to the centavo', () => {
    expect(percentOf(10000, 12.5)).toBe(1250);
    expect(percentOf(333, 10)).toBe(33);
    expect(percentOf(335, 10)).toBe(34);
  });

  it('formats MZN the pt-PT way', () => {
    const text = formatMZN(1234.5);
    expect(text).toContain('MZN');
    expect(text).toMatch(/^1\u00a0234,50\u00a0MZN$/);
    expect(formatMZN(4340)).toBe('4\u00a0340,00\u00a0MZN');
    expect(formatMZN(11712.5)).toBe('11\u00a0712,50\u00a0MZN');
    expect(formatMZN(999)).toBe('999,00\u00a0MZN');
  });
});
