import { z } from 'zod';

// The test harness's one reader of process.env (the api's is src/env.ts).

const schema = z.object({
  TEST_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .optional(),
});

/** A PostgreSQL server URL (any database on it) on which tests may create and drop databases. */
export function testServerUrl(): string | undefined {
  return schema.parse({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || undefined }).TEST_DATABASE_URL;
}

/** Global setup publishes the embedded server here; test workers inherit it. */
export function publishTestServerUrl(url: string): void {
  process.env.TEST_DATABASE_URL = url;
}
