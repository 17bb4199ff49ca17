// Writes the OpenAPI document the api serves at /api/docs/json to dist/openapi.json (or the path given), built from
// the routes without a database or a listening server: `pnpm lint` checks it with Redocly and the tests package
// generates its typed REST client from it.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { buildApp } from '../src/app.ts';

const output = resolve(process.argv[2] ?? new URL('../dist/openapi.json', import.meta.url).pathname);
const app = await buildApp({
  // Never connected: the pool connects lazily and the start-up database check is off.
  databaseUrl: 'postgres://openapi@127.0.0.1:1/openapi',
  jwtSecret: 'openapi-document-only-never-signs-anything',
  checkDatabaseOnReady: false,
});
const document = app.swagger();
await app.close();
await mkdir(dirname(output), { recursive: true });
await writeFile(output, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI document: ${output}`);
