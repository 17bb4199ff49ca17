import type { ReadingFlag } from '@agua/domain/contracts/reading';
import { messages } from '@agua/domain/messages';
import type { AnomalyRow, ChainBasis } from './basis.ts';
import {
  averageOf,
  type ChainStep,
  checkConsumption,
  estimateFor,
  estimateStep,
  measureReal,
  type Thresholds,
} from './chain.ts';

const f = messages.fieldReadings;

/** What a new reading stores, beyond its meter and month. */
export interface PlannedReading extends ChainStep {
  estimated: boolean;
  anomalyId: number | null;
  flags: ReadingFlag[];
}

export type Plan = { ok: true; reading: PlannedReading } | { ok: false; field: string; message: string };

/**
 * A reading as the field brings it (docs/domain.md "Readings from the field"): a value, measured from the meter's
 * last real index (a lower one only as a plausible wrap) and checked against its average; or an anomaly without a
 * value, estimated. The same for POST /reading, an edit and every row of a field sheet.
 */
export function planReading(
  value: number | undefined,
  anomaly: AnomalyRow | null,
  basis: ChainBasis,
  thresholds: Thresholds,
): Plan {
  if (anomaly?.withReading && value === undefined) {
    return { ok: false, field: 'currentReading', message: f.rules.anomalyNeedsValue(anomaly.code) };
  }
  if (anomaly && !anomaly.withReading && value !== undefined) {
    return { ok: false, field: 'currentReading', message: f.rules.anomalyWithoutValue(anomaly.code) };
  }
  if (value === undefined) {
    if (!anomaly) return { ok: false, field: 'currentReading', message: f.rules.valueOrAnomaly };
    const { estimate, months } = estimateFor(anomaly.billing, basis.recent, thresholds.minimumCubicMeters);
    const reason =
      months === 0
        ? f.reasons.estimatedMinimum(anomaly.description, estimate)
        : f.reasons.estimatedAverage(anomaly.description, estimate, months);
    return {
      ok: true,
      reading: {
        ...estimateStep(basis.state, estimate),
        estimated: true,
        anomalyId: anomaly.id,
        flags: [{ code: 'ESTIMATED', reason }],
      },
    };
  }
  const average = averageOf(basis.recent);
  const measured = measureReal(basis.state, value, average);
  if (!measured.ok) {
    const { digits, realIndex } = basis.state;
    return {
      ok: false,
      field: 'currentReading',
      message: measured.tooLarge
        ? f.meter.indexTooLarge(digits)
        : f.rules.belowPrevious(realIndex, measured.advance, digits),
    };
  }
  return {
    ok: true,
    reading: {
      ...measured.step,
      estimated: false,
      anomalyId: anomaly?.id ?? null,
      flags: checkConsumption(measured.step, average, thresholds),
    },
  };
}

/** The columns of a planned reading, as the readings table names them. */
export function plannedColumns(planned: PlannedReading) {
  return {
    previousReading: planned.previousReading,
    currentReading: planned.currentReading,
    indexOffset: planned.indexOffset,
    estimated: planned.estimated,
    anomalyId: planned.anomalyId,
    creditedCubicMeters: planned.creditedCubicMeters,
    realIndex: planned.realIndex,
    unbilledCubicMeters: planned.unbilledCubicMeters,
    flags: planned.flags,
  };
}
