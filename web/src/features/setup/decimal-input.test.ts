import { describe, expect, it } from 'vitest';
import { amountText, keepDecimal, percentText } from './decimal-input.ts';

describe('keepDecimal', () => {
  it('keeps digits and one decimal separator with at most two decimals', () => {
    expect(keepDecimal('12a3')).toBe('123');
    expect(keepDecimal('32,5')).toBe('32.5');
    expect(keepDecimal('1.2.3')).toBe('1.23');
    expect(keepDecimal('9.999')).toBe('9.99');
    expect(keepDecimal('-5')).toBe('5');
    expect(keepDecimal('')).toBe('');
  });
});

describe('edit texts', () => {
  it('shows amounts with two decimals and percentages with a decimal comma, both read back by the rules', () => {
    expect(amountText(32.5)).toBe('32,50');
    expect(amountText(1500)).toBe('1500,00');
    expect(percentText(22.5)).toBe('22,5');
    expect(percentText(15)).toBe('15');
  });
});
