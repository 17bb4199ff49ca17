import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { bearer } from './helpers/tokens.ts';

// The failed-login throttle against the two ways around it or through it: forging the client address, and using
// it to lock somebody else out.

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  // The thresholds are the real ones; the delays and the first lock are shortened to keep the test quick.
  t = await createTestApp({ loginThrottle: { delayStepMs: 20, maxDelayMs: 100, firstLockSeconds: 1 } });
  adminToken = await t.login('admin', 'admin123');
});
afterAll(() => t?.close());

async function createUser(username: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user',
    headers: bearer(adminToken),
    payload: {
      name: `Utilizador ${username}`,
      username,
      password: 'tartaruga-azul-no-telhado',
      phoneNumber: '841234567',
      address: 'Maputo',
      role: 'FIELD_TECH',
    },
  });
  expect(response.statusCode).toBe(201);
}

/** A login as seen from `peer` (the TCP address) carrying `forwardedFor` in X-Forwarded-For. */
const login = (username: string, password: string, peer: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('the client address', () => {
  it('ignores X-Forwarded-For from a peer that is not the configured gateway, even on the LAN', async () => {
    // Twenty failures across usernames lock an address; rotating the header must not make them twenty addresses.
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await login(`ninguem${attempt}`, 'errada', '192.168.1.50', `203.0.113.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await login('admin', 'admin123', '192.168.1.50', '203.0.113.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.auth.tooManyAttempts);
  });

  it('believes X-Forwarded-For from the gateway (loopback)', async () => {
    await createUser('atras');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('atras', 'errada', '127.0.0.1', '203.0.113.7')).statusCode).toBe(401);
    }
    expect((await login('atras', 'errada', '127.0.0.1', '203.0.113.7')).statusCode).toBe(429);
    expect((await login('atras', 'tartaruga-azul-no-telhado', '127.0.0.1', '203.0.113.8')).statusCode).toBe(
      200,
    );
  });
});

describe('a wrong-password storm', () => {
  it('locks the username only for the address it came from', async () => {
    await createUser('vitima');
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const response = await login('vitima', `errada${attempt}`, '127.0.0.1', '198.51.100.66');
      expect([401, 429]).toContain(response.statusCode);
    }
    const attacker = await login('vitima', 'tartaruga-azul-no-telhado', '127.0.0.1', '198.51.100.66');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().message).toBe(messages.auth.tooManyAttempts);

    const owner = await login('vitima', 'tartaruga-azul-no-telhado', '127.0.0.1', '198.51.100.10');
    expect(owner.statusCode).toBe(200);
  });

  it('meets delays that grow: slower refusals, then locks twice as long at each further failure', async () => {
    await createUser('paciente');
    const from = '198.51.100.77';
    const durations: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const started = performance.now();
      expect((await login('paciente', 'errada', '127.0.0.1', from)).statusCode).toBe(401);
      durations.push(performance.now() - started);
    }
    // Failures 3, 4 and 5 wait at least 1, 2 and 3 steps of 20 ms (lower bounds only: a busy machine can only
    // make an answer slower, so comparing two measured durations would flake).
    expect(durations[2]).toBeGreaterThanOrEqual(18);
    expect(durations[3]).toBeGreaterThanOrEqual(38);
    expect(durations[4]).toBeGreaterThanOrEqual(58);

    const firstLock = await login('paciente', 'errada', '127.0.0.1', from);
    expect(firstLock.statusCode).toBe(429);
    expect(Number(firstLock.headers['retry-after'])).toBe(1);

    await sleep(1100);
    expect((await login('paciente', 'errada', '127.0.0.1', from)).statusCode).toBe(401);
    const secondLock = await login('paciente', 'errada', '127.0.0.1', from);
    expect(secondLock.statusCode).toBe(429);
    expect(Number(secondLock.headers['retry-after'])).toBe(2);
  });
});
