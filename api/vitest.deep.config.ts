import { defineConfig } from 'vitest/config';
import everyday from './vitest.config.ts';

// `pnpm test:deep`: the tests that push harder when asked, each in full (AGUA_DEEP=1, read by test/helpers/test-env.ts),
// and nothing else. `pnpm test` runs the same files short with the rest of the suite. A check too slow for every
// day belongs here: add its file to this list and take its counts from test-env.ts.
const DEEP_TESTS = ['src/modules/receipts/receipt-properties.test.ts', 'test/openapi-fuzz.test.ts'];

export default defineConfig({
  ...everyday,
  test: { ...everyday.test, include: DEEP_TESTS, env: { AGUA_DEEP: '1' } },
});
