import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports": Node (and so Apollo, and the gateway in production) loads its CommonJS main,
    // while Vite would pick its "module" build for our sources, a second copy whose GraphQLError is another class.
    // One copy, as in production, so `instanceof GraphQLError` means the same in tests.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The integration files start the real api on their own database (a copy of the run's template): on
    // TEST_DATABASE_URL's server when set, otherwise on one embedded PostgreSQL the api's global setup starts for
    // the run. They wait on the api and PostgreSQL much of the time: one file per core (api/vitest.config.ts).
    globalSetup: [require.resolve('@agua/api/test-global-setup')],
    maxWorkers: '100%',
    hookTimeout: 120_000,
    // Room for a busy machine, as the api's (api/vitest.config.ts): a timeout says a test hangs, nothing here times code.
    testTimeout: 60_000,
  },
});
