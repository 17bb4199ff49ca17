import { describe, expect, it } from 'vitest';
import {
  checkConsumption,
  DEFAULT_THRESHOLDS,
  estimateFor,
  expectedWindow,
  wrapIsPlausible,
} from './chain.ts';

// The boundaries of docs/domain.md "Readings from the field": the expected window's bands, the wrap rule and the
// consumption checks, each at its edge and one step past it.

describe('the expected window of the next index', () => {
  it.each([
    // average, low, high (previous index 1000)
    [null, 1000, 1010],
    [0, 1000, 1010],
    [10, 1000, 1020], // ≤ 10: previous … previous + average + 10
    [11, 1004, 1018], // 11–20: ±60 % → 4.4 down to 4, 17.6 up to 18
    [15, 1006, 1024], // 15 × 1.6 = 24 exactly, not 25
    [20, 1008, 1032],
    [21, 1010, 1032], // 21–45: ±50 % → 10.5 down to 10, 31.5 up to 32
    [45, 1022, 1068],
    [46, 1027, 1065], // 46–100: ±40 % → 27.6 down to 27, 64.4 up to 65
    [100, 1060, 1140],
    [101, 1070, 1132], // > 100: ±30 % → 70.7 down to 70, 131.3 up to 132
  ])('average %s m³ → %i … %i', (average, low, high) => {
    expect(expectedWindow(1000, average)).toEqual({ low, high });
  });
});

describe('a wrap of the register', () => {
  it('is plausible up to 200 m³, or up to twice the average', () => {
    expect(wrapIsPlausible(200, null)).toBe(true);
    expect(wrapIsPlausible(201, null)).toBe(false);
    expect(wrapIsPlausible(201, 100)).toBe(false);
    expect(wrapIsPlausible(202, 101)).toBe(true);
    expect(wrapIsPlausible(203, 101)).toBe(false);
  });
});

describe('the consumption checks', () => {
  const flag = (consumption: number, average: number | null) =>
    checkConsumption({ consumption, advance: consumption }, average, DEFAULT_THRESHOLDS).map((f) => f.code);

  it('high above 2× the average and 30 m³, very high above 4× and 60 m³', () => {
    expect(flag(40, 20)).toEqual([]);
    expect(flag(41, 20)).toEqual(['HIGH']);
    expect(flag(30, 10)).toEqual([]); // 3× the average but not above 30 m³
    expect(flag(31, 10)).toEqual(['HIGH']);
    expect(flag(80, 20)).toEqual(['HIGH']);
    expect(flag(81, 20)).toEqual(['VERY_HIGH']);
    expect(flag(60, 10)).toEqual(['HIGH']); // 6× but not above 60 m³
    expect(flag(61, 10)).toEqual(['VERY_HIGH']);
  });

  it('low below half an average above 10 m³; zero when the meter did not move', () => {
    expect(flag(5, 10)).toEqual([]); // an average of 10 is not above 10
    expect(flag(5, 11)).toEqual(['LOW']);
    expect(flag(6, 12)).toEqual([]);
    expect(flag(0, null)).toEqual(['ZERO']);
    expect(
      checkConsumption({ consumption: 0, advance: 4 }, 20, DEFAULT_THRESHOLDS).map((f) => f.code),
    ).toEqual(['LOW']);
  });
});

describe('the estimate', () => {
  it('is the rounded mean of the last up to 3 real months, else the minimum', () => {
    expect(estimateFor('AVERAGE', [10, 11, 13, 100], 5)).toEqual({ estimate: 11, months: 3 });
    expect(estimateFor('AVERAGE', [7], 5)).toEqual({ estimate: 7, months: 1 });
    expect(estimateFor('AVERAGE', [], 5)).toEqual({ estimate: 5, months: 0 });
    expect(estimateFor('MINIMUM', [40, 40, 40], 6)).toEqual({ estimate: 6, months: 0 });
  });
});
