import { defineConfig } from 'drizzle-kit';

// Generation only (pnpm db:generate): it reads the schema and writes SQL; migrations are applied by the app. The
// schema is every area's tables (modules/<area>/tables.ts, and *-tables.ts where an area needs a second file to keep
// its imports free of circles): a new area's tables are found without a list to keep.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/tables.ts', './src/modules/*/*-tables.ts'],
  out: './src/db/migrations',
});
