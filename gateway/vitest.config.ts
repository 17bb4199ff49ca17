import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // graphql ships CommonJS (main) and ESM (module) builds; Vite would give our sources the ESM one while Apollo and
  // graphql-tools load the CommonJS one, and instanceof GraphQLError or GraphQLSchema would fail between the two.
  // Node gives every importer the CommonJS build, so the tests use it too.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The integration files start the real api on their own database: on TEST_DATABASE_URL's server when set,
    // otherwise on one embedded PostgreSQL the api's global setup starts for the run.
    globalSetup: [require.resolve('@agua/api/test-global-setup')],
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
