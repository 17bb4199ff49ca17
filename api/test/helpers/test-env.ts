import { z } from 'zod';

// The test harness's one reader of process.env (the api's is src/env.ts).

const schema = z.object({
  TEST_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
  AGUA_TEST_RUN: z
    .string()
    .regex(/^[a-z0-9_]{1,40}$/)
    .optional(),
  AGUA_DEEP: z.enum(['0', '1']).optional(),
  RECEIPT_PROPERTY_RUNS: z.coerce.number().int().min(1).optional(),
  FUZZ_SEED: z.coerce.number().int().optional(),
});

function read() {
  return schema.parse({
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || undefined,
    AGUA_TEST_RUN: process.env.AGUA_TEST_RUN || undefined,
    AGUA_DEEP: process.env.AGUA_DEEP || undefined,
    RECEIPT_PROPERTY_RUNS: process.env.RECEIPT_PROPERTY_RUNS || undefined,
    FUZZ_SEED: process.env.FUZZ_SEED || undefined,
  });
}

/** A PostgreSQL server URL (any database on it) on which tests may create and drop databases. */
export function testServerUrl(): string | undefined {
  return read().TEST_DATABASE_URL;
}

/** Global setup publishes the embedded server here; test workers inherit it. */
export function publishTestServerUrl(url: string): void {
  process.env.TEST_DATABASE_URL = url;
}

/**
 * The run's name, which prefixes every database the run creates: `agua_tpl_<run>` (migrated and demo-seeded once by
 * the global setup) and `agua_test_<run>_<random>` (one per test file, copied from it). Undefined when no global
 * setup ran: then each file migrates and seeds its own database.
 */
export function testRun(): string | undefined {
  return read().AGUA_TEST_RUN;
}

/** Global setup publishes the run's name here; test workers inherit it. */
export function publishTestRun(run: string): void {
  process.env.AGUA_TEST_RUN = run;
}

/**
 * How hard the tests that can run longer push: `pnpm test` runs them short, `pnpm test:deep` (AGUA_DEEP=1) in
 * full. Each such test takes its count from here, so both runs execute the same code.
 */
export function byDepth<T>(counts: { everyday: T; deep: T }): T {
  return read().AGUA_DEEP === '1' ? counts.deep : counts.everyday;
}

/** The random sequences of receipt-properties.test.ts: RECEIPT_PROPERTY_RUNS, else 100 (1,000 deep). */
export function receiptPropertyRuns(): number {
  return read().RECEIPT_PROPERTY_RUNS ?? byDepth({ everyday: 100, deep: 1000 });
}

/** The seed of openapi-fuzz.test.ts: FUZZ_SEED replays another run; the default keeps every run the same. */
export function fuzzSeed(): number {
  return read().FUZZ_SEED ?? 20_261_123;
}
