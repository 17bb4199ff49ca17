import { Writable } from 'node:stream';
import { messages } from '@agua/domain/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { cutDatabase } from './helpers/outage.ts';
import { createTestApp } from './helpers/test-app.ts';
import { bearer } from './helpers/tokens.ts';

// While PostgreSQL refuses connections every route answers 503 with the catalogue's text (nothing for the caller to
// fix, and not a bug), and the outage is logged once, without the SQL or its parameters; when it is back, so is
// the api, with one line saying so.

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const t = await createTestApp({ loggerInstance: createLogger('info', capture) });
afterAll(() => t.close());
const token = await t.login('admin', 'admin123');

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a database outage', () => {
  it('answers 503 with the catalogue text on every route, logs it once, and recovers', async () => {
    expect((await call('GET', '/api/v1/client')).statusCode).toBe(200);
    const before = lines.length;
    const outage = await cutDatabase(t.databaseUrl);
    try {
      const answers = [
        await call('GET', '/api/v1/client'),
        await call('GET', '/api/v1/invoice/count'),
        await call('POST', '/api/v1/zone', { designation: 'Zona da falha', enterpriseId: 1 }),
        await call('GET', '/api/v1/receipt'),
        ...(await Promise.all([1, 2, 3, 4, 5].map(() => call('GET', '/api/v1/client/count')))),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: messages.api.databaseUnavailable,
        });
      }
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toBe(messages.api.databaseUnavailable);
      expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);

      const during = logged().slice(before);
      const outageLines = during.filter((line) => String(line.msg).startsWith('database unavailable'));
      expect(outageLines).toHaveLength(1);
      expect(during.filter((line) => line.msg === 'unexpected error')).toEqual([]);
      const text = lines.slice(before).join('');
      expect(text).not.toMatch(/params|select |insert into/i);
      expect(text).not.toContain('Zona da falha');
    } finally {
      await outage.end();
    }

    expect((await call('GET', '/api/v1/client')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    expect(logged().some((line) => line.msg === 'database available again')).toBe(true);

    // The next outage is a new one, with its own line.
    const second = await cutDatabase(t.databaseUrl);
    try {
      expect((await call('GET', '/api/v1/client')).statusCode).toBe(503);
    } finally {
      await second.end();
    }
    expect(logged().filter((line) => String(line.msg).startsWith('database unavailable'))).toHaveLength(2);
  });
});
