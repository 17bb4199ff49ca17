// The whole domain's tables (docs/domain.md "Data model"). drizzle-kit reads this file to generate the SQL
// migrations in ./migrations; the app reads it for typed queries.
export * from './tables/auth.ts';
export * from './tables/customers.ts';
export * from './tables/mpesa.ts';
export * from './tables/mpesa-statements.ts';
export * from './tables/operations.ts';
export * from './tables/readings.ts';
export * from './tables/setup.ts';
export * from './tables/treasury.ts';
