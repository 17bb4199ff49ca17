import type { ReadingFlag } from '@agua/domain/contracts/reading';
import { messages } from '@agua/domain/messages';

// The arithmetic of a meter's chain of readings (docs/domain.md "Readings from the field"), with no database: what a
// real value or an estimate bills, when a lower index is a wrap of the register, what the consumption checks flag,
// and the window a value is expected in. basis.ts reads what it needs; service.ts and field-sheet.ts write what it
// answers.

const f = messages.fieldReadings;

/** Where a meter's chain stands before a new reading. */
export interface ChainState {
  /** The billed index the new reading starts from (the latest reading's currentReading, or the installed index). */
  previousReading: number;
  /** The last real index (an estimate does not move it). */
  realIndex: number;
  /** Real advance not billed yet (< 0: estimates billed beyond the real advance). */
  unbilled: number;
  digits: number;
}

/** What a reading stores, derived from its chain. */
export interface ChainStep {
  previousReading: number;
  currentReading: number;
  indexOffset: number;
  consumption: number;
  creditedCubicMeters: number;
  /** null for a real reading (its own currentReading). */
  realIndex: number | null;
  unbilledCubicMeters: number;
  /** The meter's real advance since the last real index (m³; 0 for an estimate). */
  advance: number;
}

/** A wrapped register is accepted when its advance is at most this, or at most twice the average. */
export const PLAUSIBLE_WRAP_CUBIC_METERS = 200;

export type RealOutcome = { ok: true; step: ChainStep } | { ok: false; advance: number; tooLarge: boolean };

/**
 * A real value: its advance from the last real index (through a wrap when it is lower, if plausible), less what the
 * estimates since billed. A negative remainder bills nothing and is credited back (creditedCubicMeters).
 */
export function measureReal(state: ChainState, value: number, average: number | null): RealOutcome {
  const modulus = 10 ** state.digits;
  if (value >= modulus) return { ok: false, advance: 0, tooLarge: true };
  let advance = value - state.realIndex;
  if (advance < 0) {
    advance = value + modulus - state.realIndex;
    if (!wrapIsPlausible(advance, average)) return { ok: false, advance, tooLarge: false };
  }
  const net = advance + state.unbilled;
  const consumption = Math.max(net, 0);
  return {
    ok: true,
    step: {
      previousReading: state.previousReading,
      currentReading: value,
      indexOffset: consumption - (value - state.previousReading),
      consumption,
      creditedCubicMeters: Math.max(-net, 0),
      realIndex: null,
      unbilledCubicMeters: 0,
      advance,
    },
  };
}

/** current + 10^digits − previous is believable: ≤ 200 m³, or ≤ 2× the meter's average. */
export function wrapIsPlausible(advance: number, average: number | null): boolean {
  return advance <= PLAUSIBLE_WRAP_CUBIC_METERS || (average !== null && advance <= 2 * average);
}

/** An estimated month: billed index = previous + estimate, wrapping the register like a real one would. */
export function estimateStep(state: ChainState, estimate: number): ChainStep {
  const modulus = 10 ** state.digits;
  const currentReading = (state.previousReading + estimate) % modulus;
  return {
    previousReading: state.previousReading,
    currentReading,
    indexOffset: estimate - (currentReading - state.previousReading),
    consumption: estimate,
    creditedCubicMeters: 0,
    realIndex: state.realIndex,
    unbilledCubicMeters: state.unbilled - estimate,
    advance: 0,
  };
}

/**
 * The m³ a month without a value bills: the mean of the last up to 3 real consumptions (latest first in `recent`),
 * rounded; with none, or for a MINIMUM anomaly, the contract type's minimum.
 */
export function estimateFor(
  billing: 'AVERAGE' | 'MINIMUM',
  recent: readonly number[],
  minimumCubicMeters: number,
): { estimate: number; months: number } {
  const last = recent.slice(0, 3);
  if (billing === 'MINIMUM' || last.length === 0) return { estimate: minimumCubicMeters, months: 0 };
  return { estimate: Math.round(last.reduce((sum, c) => sum + c, 0) / last.length), months: last.length };
}

/** The mean of the last up to 6 real consumptions, rounded; null without history. */
export function averageOf(recent: readonly number[]): number | null {
  const last = recent.slice(0, 6);
  if (last.length === 0) return null;
  return Math.round(last.reduce((sum, c) => sum + c, 0) / last.length);
}

/** A contract type's consumption checks (reading_check_thresholds; factors as numbers). */
export interface Thresholds {
  minimumCubicMeters: number;
  highFactor: number;
  highMinimum: number;
  veryHighFactor: number;
  veryHighMinimum: number;
  lowFactor: number;
  lowAverageAbove: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  minimumCubicMeters: 5,
  highFactor: 2,
  highMinimum: 30,
  veryHighFactor: 4,
  veryHighMinimum: 60,
  lowFactor: 0.5,
  lowAverageAbove: 10,
};

/**
 * A real reading's flags: very high (> 4× average and > 60 m³) before high (> 2× and > 30 m³), low (below half an
 * average above 10 m³), zero (the meter did not move on an active contract). Checked on the billed consumption; a
 * reading whose consumption is zero because it corrects an estimate (its advance is not zero) is not "zero".
 */
export function checkConsumption(
  step: Pick<ChainStep, 'consumption' | 'advance'>,
  average: number | null,
  thresholds: Thresholds,
): ReadingFlag[] {
  const c = step.consumption;
  if (step.advance === 0) return [{ code: 'ZERO', reason: f.reasons.zero }];
  if (average === null) return [];
  if (c > thresholds.veryHighFactor * average && c > thresholds.veryHighMinimum) {
    return [{ code: 'VERY_HIGH', reason: f.reasons.veryHigh(c, average) }];
  }
  if (c > thresholds.highFactor * average && c > thresholds.highMinimum) {
    return [{ code: 'HIGH', reason: f.reasons.high(c, average) }];
  }
  if (average > thresholds.lowAverageAbove && c < thresholds.lowFactor * average) {
    return [{ code: 'LOW', reason: f.reasons.low(c, average) }];
  }
  return [];
}

/**
 * Where the next index is expected (GSAN's bands on the average): average ≤ 10 → previous … previous + average + 10;
 * 11–20 → ±60 %; 21–45 → ±50 %; 46–100 → ±40 %; above 100 → ±30 % of the average, added to the previous index.
 */
export function expectedWindow(
  previousReading: number,
  average: number | null,
): { low: number; high: number } {
  const avg = average ?? 0;
  if (avg <= 10) return { low: previousReading, high: previousReading + avg + 10 };
  // In whole percent, so no binary fraction rounds 15 × 1.6 up to 25.
  const band = avg <= 20 ? 60 : avg <= 45 ? 50 : avg <= 100 ? 40 : 30;
  return {
    low: previousReading + Math.floor((avg * (100 - band)) / 100),
    high: previousReading + Math.ceil((avg * (100 + band)) / 100),
  };
}
