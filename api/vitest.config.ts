import { defineConfig } from 'vitest/config';

// Each test file builds its own app on its own database (a copy of the run's template), so files run in parallel
// on one PostgreSQL server: TEST_DATABASE_URL (CI) or a single embedded server the global setup starts for the run.
// A file spends much of its time waiting for PostgreSQL, so one file per core, not Vitest's default of one core
// left idle (on two cores that halves the api's run).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    maxWorkers: '100%',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
