import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRequests, type OpenApiDocument, seededRandom, wrongTypeProbes } from './helpers/openapi-fuzz.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { byDepth, fuzzSeed } from './helpers/test-env.ts';
import { bearer } from './helpers/tokens.ts';

// Every operation of the OpenAPI document, called by an administrator with plausible and hostile input derived from
// its own schemas: no answer may be a 5xx, and every 4xx must be the api's one error shape. FUZZ_SEED replays
// another run; the default seed keeps every run the same. `pnpm test` sends 4 requests per operation (one
// plausible, three hostile), `pnpm test:deep` 24 (test-env.ts).

const SEED = fuzzSeed();
const REQUESTS_PER_OPERATION = byDepth({ everyday: 4, deep: 24 });

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  // Hostile logins are part of the run: keep their slow-down short so the run stays about a minute.
  t = await createTestApp({ loginThrottle: { delayStepMs: 1, maxDelayMs: 5 } });
  admin = bearer(await t.login('admin', 'admin123'));
});
afterAll(() => t?.close());

/** The keys of the error shape (docs/domain.md "Errors"); `rows` is the upload's list of refused rows. */
const ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'details', 'rows']);
/** Texts Fastify, its plugins and zod write in English when they bypass the catalogue. */
const ENGLISH =
  /FST_|exceeding|not a valid|unsupported|must be|must have|expected|required|invalid input|body|route /i;

function shapeProblem(statusCode: number, body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  const error = parsed as Record<string, unknown>;
  const foreign = Object.keys(error).filter((key) => !ERROR_KEYS.has(key));
  if (foreign.length > 0) return `unexpected keys ${foreign.join(', ')}`;
  if (error.statusCode !== statusCode) return `statusCode ${String(error.statusCode)}`;
  if (error.error !== STATUS_CODES[statusCode]) return `error phrase ${String(error.error)}`;
  if (typeof error.message !== 'string' || error.message === '') return 'no message';
  if (ENGLISH.test(error.message)) return 'message not from the Portuguese catalogue';
  if (error.details !== undefined && !Array.isArray(error.details)) return 'details is not a list';
  return undefined;
}

describe('OpenAPI-derived fuzzing', () => {
  it('never answers 5xx, and every 4xx has the standard Portuguese error shape', async () => {
    const docResponse = await t.app.inject({ url: '/api/docs/json' });
    expect(docResponse.statusCode).toBe(200);
    const doc = docResponse.json<OpenApiDocument>();
    const requests = fuzzRequests(doc, seededRandom(SEED), REQUESTS_PER_OPERATION);
    expect(requests.length).toBeGreaterThan(100 * REQUESTS_PER_OPERATION);

    const problems: string[] = [];
    for (const request of requests) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { ...admin, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const where = `${request.method} ${request.url.slice(0, 120)} ${(request.payload ?? '').slice(0, 160)}`;
      if (response.statusCode >= 500) {
        problems.push(`${response.statusCode} ${where} → ${response.body.slice(0, 200)}`);
      } else if (response.statusCode >= 400) {
        const problem = shapeProblem(response.statusCode, response.body);
        if (problem)
          problems.push(`${response.statusCode} (${problem}) ${where} → ${response.body.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('refuses a JSON body field of the wrong type with a Portuguese 400 naming it (no coercion of bodies)', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const probes = wrongTypeProbes(doc, seededRandom(SEED));
    // Ids, amounts, percentages, days, months, years and m³ of every body: hundreds of probes.
    expect(probes.length).toBeGreaterThan(300);
    const fields = new Set(probes.map((probe) => probe.field));
    for (const field of ['clientId', 'cubicMeters', 'readingMonth', 'acruedFinePercentage', 'price']) {
      expect(fields).toContain(field);
    }

    const accepted: string[] = [];
    for (const probe of probes) {
      const response = await t.app.inject({
        method: probe.method,
        url: probe.url,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: probe.payload,
      });
      const where = `${probe.method} ${probe.url} ${probe.field}=${JSON.stringify(probe.value)}`;
      const body = response.json<{ message?: string; details?: { field: string; message: string }[] }>();
      const detail = body.details?.find((entry) => entry.field === probe.field);
      if (response.statusCode !== 400 || !detail) {
        accepted.push(`${where} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      } else if (shapeProblem(400, response.body)) {
        accepted.push(`${where} → ${shapeProblem(400, response.body)}`);
      }
    }
    expect(accepted).toEqual([]);
  }, 120_000);
});
