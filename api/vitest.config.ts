import { defineConfig } from 'vitest/config';

// Each test file builds its own app on its own database, so files run in parallel on one PostgreSQL server:
// TEST_DATABASE_URL (CI) or a single embedded server the global setup starts for the run.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
