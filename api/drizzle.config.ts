import { defineConfig } from 'drizzle-kit';

// Generation only (pnpm db:generate): it reads the schema and writes SQL; migrations are applied by the app.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
