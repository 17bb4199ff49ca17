import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRequestsPerMinute: 3 });
});
afterAll(() => t?.close());

describe('request rate on the auth routes', () => {
  it('caps requests per address, successful or not, with 429 in Portuguese', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'admin', password: 'admin123' },
      });
    for (let n = 0; n < 3; n += 1) expect((await login()).statusCode).toBe(200);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: messages.http[429],
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
