import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/sql.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer } from '../../../test/helpers/tokens.ts';
import { priceConsumptions } from '../invoices/pricing.ts';
import { contractType, freshMeters } from './field-fixtures.ts';

// The property of docs/domain.md "Readings from the field": whatever the field brings — real readings, estimates,
// wraps of the register, a replaced meter — the m³ billed in total, less the m³ credited back, equal the meters' real
// advance to the m³; the invoices are the tariff applied month by month; and the credits on the ledger are the
// over-billed m³ priced as their estimated months were billed. FIELD_SEQUENCES sets how many random sequences (500).

const SEQUENCES = Number(process.env.FIELD_SEQUENCES ?? 500);
const IN_PARALLEL = 10;
const MIN = 10_000; // centavos: the fixture's 100,00 MT minimum
const PRICE = 2_500; // 25,00 MT per m³

type Step =
  | { kind: 'real'; advance: number }
  | { kind: 'estimate'; anomaly: '01' | '08' }
  | {
      kind: 'replace';
      closingAdvance: number;
      digits: number;
      initialFromTop: number | null;
      initial: number;
    };

interface Sequence {
  digits: number;
  /** null: installed at 0…999; otherwise this many m³ below the register's top, to wrap soon. */
  fromTop: number | null;
  low: number;
  steps: Step[];
}

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('real' as const), advance: fc.integer({ min: 0, max: 180 }) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('estimate' as const),
      anomaly: fc.constantFrom('01' as const, '08' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      closingAdvance: fc.integer({ min: 0, max: 150 }),
      digits: fc.integer({ min: 4, max: 6 }),
      initialFromTop: fc.option(fc.integer({ min: 1, max: 120 })),
      initial: fc.integer({ min: 0, max: 999 }),
    }),
  },
);

const sequenceArb: fc.Arbitrary<Sequence> = fc
  .record({
    digits: fc.integer({ min: 4, max: 6 }),
    fromTop: fc.option(fc.integer({ min: 1, max: 250 })),
    low: fc.integer({ min: 0, max: 999 }),
    steps: fc.array(stepArb, { minLength: 2, maxLength: 9 }),
    last: fc.integer({ min: 0, max: 180 }),
  })
  .map(({ last, steps, ...rest }) => {
    // One replacement at most, and a real reading last, so every estimate is settled by the end.
    let replaced = false;
    const kept = steps.filter((step) => {
      if (step.kind !== 'replace') return true;
      if (replaced) return false;
      replaced = true;
      return true;
    });
    return { ...rest, steps: [...kept, { kind: 'real', advance: last }] };
  });

let t: TestApp;
let admin: Record<string, string>;
let typeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.login('admin', 'admin123'));
  typeId = await contractType(t.databaseUrl, 'Propriedade das leituras');
});
afterAll(() => t?.close());

const installedAt = (digits: number, fromTop: number | null, low: number) =>
  fromTop === null ? low : 10 ** digits - fromTop;

interface Outcome {
  realAdvance: number;
  expectedInvoices: number;
  expectedCredits: number;
  meterIds: number[];
}

async function price(consumption: number, readingYear: number, readingMonth: number) {
  const [priced] = await priceConsumptions(t.app.db, [
    {
      contractTypeId: typeId,
      readingYear,
      readingMonth,
      consumption,
      minimumConsumptionValue: MIN,
      pricePerConsumptionUnit: PRICE,
    },
  ]);
  return priced!.amount;
}

/** Plays one sequence through the api, keeping the real advance and what the model says was billed and credited. */
async function play(sequence: Sequence, meterId: number, index: number): Promise<Outcome> {
  let meter = meterId;
  let digits = sequence.digits;
  let realIndex = installedAt(digits, sequence.fromTop, sequence.low);
  let realAdvance = 0;
  let expectedInvoices = 0;
  let expectedCredits = 0;
  let estimates: { consumption: number; month: number }[] = [];
  const meterIds = [meterId];
  let month = 1;
  const year = 2021;
  for (const step of sequence.steps) {
    if (step.kind === 'replace') {
      const closing = (realIndex + step.closingAdvance) % 10 ** digits;
      const initial = installedAt(step.digits, step.initialFromTop, step.initial);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/client-meter/${meter}/replacement`,
        headers: admin,
        payload: {
          date: `${year}-${String(month).padStart(2, '0')}-01`,
          closingReading: closing,
          newMeter: { serialNumber: `P${index}-${meter}`, digits: step.digits, initialReading: initial },
        },
      });
      if (response.statusCode !== 201) throw new Error(`sequence ${index}: replacement ${response.body}`);
      realAdvance += step.closingAdvance;
      meter = response.json<{ newMeter: { meterId: number } }>().newMeter.meterId;
      meterIds.push(meter);
      digits = step.digits;
      realIndex = initial;
      continue;
    }
    const value = step.kind === 'real' ? (realIndex + step.advance) % 10 ** digits : undefined;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reading',
      headers: admin,
      payload: {
        meterId: meter,
        readingYear: year,
        readingMonth: month,
        ...(value === undefined
          ? { anomalyCode: step.kind === 'estimate' ? step.anomaly : '01' }
          : { currentReading: value }),
      },
    });
    if (response.statusCode !== 201) throw new Error(`sequence ${index} month ${month}: ${response.body}`);
    const reading = response.json<{
      consumption: number;
      creditedCubicMeters: number;
      invoice: { amount: number };
    }>();
    expectedInvoices += await price(reading.consumption, year, month);
    if (step.kind === 'estimate') {
      estimates.push({ consumption: reading.consumption, month });
    } else {
      realAdvance += step.advance;
      realIndex = value!;
      // The credit: the over-billed m³ taken back from the latest estimated month first, each month priced as billed.
      let back = reading.creditedCubicMeters;
      for (const estimate of [...estimates].reverse()) {
        if (back === 0) break;
        const taken = Math.min(back, estimate.consumption);
        back -= taken;
        expectedCredits +=
          (await price(estimate.consumption, year, estimate.month)) -
          (await price(estimate.consumption - taken, year, estimate.month));
      }
      estimates = [];
    }
    month += 1;
  }
  return { realAdvance, expectedInvoices, expectedCredits, meterIds };
}

describe('the billed m³ of any sequence of field readings', () => {
  it(`equal the real advance across wraps and replacements, in ${SEQUENCES} random sequences`, async () => {
    const sequences = fc.sample(sequenceArb, { numRuns: SEQUENCES, seed: 26 });
    const meters = await freshMeters(t.databaseUrl, typeId, sequences.length, (index) => {
      const s = sequences[index]!;
      return { digits: s.digits, cubicMeters: installedAt(s.digits, s.fromTop, s.low) };
    });
    meters.sort((a, b) => a.meterId - b.meterId);
    let wraps = 0;
    let credited = 0;
    let replacements = 0;
    for (let start = 0; start < sequences.length; start += IN_PARALLEL) {
      await Promise.all(
        sequences.slice(start, start + IN_PARALLEL).map(async (sequence, offset) => {
          const index = start + offset;
          const { meterId, contractId } = meters[index]!;
          const outcome = await play(sequence, meterId, index);
          const [billed] = await queryRows<{
            consumption: string;
            credited: string;
            invoices: string;
            wraps: string;
          }>(
            t.databaseUrl,
            `select coalesce(sum(r.consumption), 0) as consumption, coalesce(sum(r.credited_cubic_meters), 0) as credited,
                    coalesce(sum(i.amount), 0) as invoices,
                    count(*) filter (where not r.estimated and r.current_reading < r.previous_reading) as wraps
               from readings r join invoices i on i.reading_id = r.id
              where r.meter_id = any($1::int[]) and r.state <> 'CANCELED'`,
            [outcome.meterIds],
          );
          const [ledger] = await queryRows<{ total: string }>(
            t.databaseUrl,
            `select coalesce(sum(amount), 0) as total from ledger_entries where contract_id = $1 and kind = 'READING_CREDIT'`,
            [contractId],
          );
          const detail = await queryRows(
            t.databaseUrl,
            `select r.meter_id, r.reading_month, r.previous_reading, r.current_reading, r.consumption, r.estimated,
                    r.credited_cubic_meters, i.amount
               from readings r left join invoices i on i.reading_id = r.id
              where r.meter_id = any($1::int[]) order by r.reading_month`,
            [outcome.meterIds],
          );
          const context = `sequence ${index}: ${JSON.stringify(sequence)} ${JSON.stringify(detail)}`;
          expect(Number(billed!.consumption) - Number(billed!.credited), context).toBe(outcome.realAdvance);
          expect(Math.round(Number(billed!.invoices) * 100), context).toBe(outcome.expectedInvoices);
          expect(Math.round(Number(ledger!.total) * 100), context).toBe(outcome.expectedCredits);
          wraps += Number(billed!.wraps);
          credited += Number(billed!.credited) > 0 ? 1 : 0;
          replacements += outcome.meterIds.length - 1;
        }),
      );
    }
    // The sequences exercise what they claim to: wraps, credits and replacements all happen.
    expect(wraps).toBeGreaterThan(0);
    expect(credited).toBeGreaterThan(0);
    expect(replacements).toBeGreaterThan(0);
  }, 600_000);
});
