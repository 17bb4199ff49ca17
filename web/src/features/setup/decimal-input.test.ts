import { describe, expect, it } from 'vitest';
import { keepDecimal, percentText } from './decimal-input.ts';

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
  it('shows percentages with a decimal comma, read back by the rules', () => {
    expect(percentText(22.5)).toBe('22,5');
    expect(percentText(15)).toBe('15');
  });
});
