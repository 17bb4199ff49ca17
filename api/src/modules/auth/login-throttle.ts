import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@agua/domain/messages';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Failed logins are counted per username and per client address. From `slowAfter…` failures on, each refusal is
 * delayed a little more; at the maximum the key is locked and every attempt answers 429 until the lock ends.
 */
export interface LoginThrottleOptions {
  maxFailuresPerUser: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
  lockSeconds: number;
  slowAfterPerUser: number;
  slowAfterPerIp: number;
  delayStepMs: number;
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  maxFailuresPerUser: 5,
  maxFailuresPerIp: 20,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  slowAfterPerUser: 3,
  slowAfterPerIp: 10,
  delayStepMs: 250,
  maxDelayMs: 2000,
};

export const throttleKey = {
  userPrefix: 'user:',
  ipPrefix: 'ip:',
  user: (username: string) => `user:${username.trim().toLowerCase()}`,
  ip: (address: string) => `ip:${address}`,
};

export function createLoginThrottle(db: Database, options: LoginThrottleOptions) {
  async function recordFailure(key: string, max: number): Promise<number> {
    // One statement per key, so concurrent failures from several api processes never lose a count.
    const expired = sql`${loginFailures.windowStartedAt} <= now() - make_interval(secs => ${options.windowSeconds})`;
    const failures = sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`;
    const lockUntil = sql`now() + make_interval(secs => ${options.lockSeconds})`;
    const [row] = await db
      .insert(loginFailures)
      .values({
        key,
        failures: 1,
        windowStartedAt: sql`now()`,
        lockedUntil: max <= 1 ? lockUntil : null,
      })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures,
          windowStartedAt: sql`case when ${expired} then now() else ${loginFailures.windowStartedAt} end`,
          lockedUntil: sql`case when ${failures} >= ${max} then ${lockUntil} else ${loginFailures.lockedUntil} end`,
        },
      })
      .returning({ failures: loginFailures.failures });
    return row?.failures ?? 1;
  }

  return {
    /** Refuses with 429 while the username or the address is locked. */
    async assertAllowed(username: string, ip: string): Promise<void> {
      const [locked] = await db
        .select({
          seconds: sql<number>`ceil(extract(epoch from max(${loginFailures.lockedUntil}) - now()))::int`,
        })
        .from(loginFailures)
        .where(
          and(
            inArray(loginFailures.key, [throttleKey.user(username), throttleKey.ip(ip)]),
            gt(loginFailures.lockedUntil, sql`now()`),
          ),
        );
      if (locked?.seconds) {
        throw new HttpError(429, messages.auth.tooManyAttempts, undefined, {
          'retry-after': String(locked.seconds),
        });
      }
    },

    /** Counts a failure against both keys and waits the slow-down delay before the caller answers 401. */
    async recordFailure(username: string, ip: string): Promise<void> {
      const [userFailures, ipFailures] = await Promise.all([
        recordFailure(throttleKey.user(username), options.maxFailuresPerUser),
        recordFailure(throttleKey.ip(ip), options.maxFailuresPerIp),
      ]);
      const steps = Math.max(
        userFailures - options.slowAfterPerUser + 1,
        ipFailures - options.slowAfterPerIp + 1,
        0,
      );
      if (steps > 0) await sleep(Math.min(steps * options.delayStepMs, options.maxDelayMs));
    },

    /** A successful login forgives the username's failures (the address keeps its count). */
    async clear(username: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, throttleKey.user(username)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export default fp<{ throttle: LoginThrottleOptions }>(
  async (app, { throttle }) => {
    app.decorate('loginThrottle', createLoginThrottle(app.db, throttle));
  },
  { name: 'login-throttle', dependencies: ['db'] },
);
