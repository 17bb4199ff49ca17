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
    // Room for a machine busy with other work (CI runs beside other builds): several files take 20–25 s per test at
    // a load average of 6–7 on two cores. A timeout says a test hangs, not that it is slow: nothing here times code.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
