import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@agua/domain/messages';
import { and, gt, inArray, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { loginFailures } from './tables.ts';

/**
 * Failed logins are counted per username, per client address and per username from one address. From
 * `slowAfter…` failures on, each refusal is delayed a little more. A username is never locked as a whole (anyone
 * could lock anyone out by guessing badly): only that username from the guessing address is, first for
 * `firstLockSeconds`, then twice as long after each further failure, up to `lockSeconds`. An address failing
 * across many usernames is locked for `lockSeconds`. While locked, every attempt from there answers 429.
 */
export interface LoginThrottleOptions {
  maxFailuresPerUserAddress: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
  firstLockSeconds: number;
  lockSeconds: number;
  slowAfterPerUser: number;
  slowAfterPerIp: number;
  delayStepMs: number;
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  maxFailuresPerUserAddress: 5,
  maxFailuresPerIp: 20,
  windowSeconds: 15 * 60,
  firstLockSeconds: 30,
  lockSeconds: 15 * 60,
  slowAfterPerUser: 3,
  slowAfterPerIp: 10,
  delayStepMs: 250,
  maxDelayMs: 2000,
};

export const throttleKey = {
  userPrefix: 'user:',
  ipPrefix: 'ip:',
  /** "pair:<address>|<username>": an address never holds "|", so the username is whatever follows the first one. */
  pairPrefix: 'pair:',
  user: (username: string) => `user:${username.trim().toLowerCase()}`,
  ip: (address: string) => `ip:${address}`,
  pair: (username: string, address: string) => `pair:${address}|${username.trim().toLowerCase()}`,
};

/** From `max` failures on, the key is locked for `firstSeconds`, doubled at each further failure, up to the cap. */
interface LockRule {
  max: number;
  firstSeconds: number;
}

export function createLoginThrottle(db: Database, options: LoginThrottleOptions) {
  async function recordFailure(key: string, lock: LockRule | null): Promise<number> {
    // One statement per key, so concurrent failures from several api processes never lose a count.
    const expired = sql`${loginFailures.windowStartedAt} <= now() - make_interval(secs => ${options.windowSeconds})`;
    const failures = sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`;
    const max = lock?.max ?? 2_147_483_647;
    const lockFor = (count: SQL) =>
      sql`least(${lock?.firstSeconds ?? 0}::int * power(2, greatest(${count} - ${max}::int, 0)), ${options.lockSeconds}::int)`;
    const lockUntil = (count: SQL) => sql`now() + make_interval(secs => ${lockFor(count)})`;
    const [row] = await db
      .insert(loginFailures)
      .values({
        key,
        failures: 1,
        windowStartedAt: sql`now()`,
        lockedUntil: max <= 1 ? lockUntil(sql`1`) : null,
      })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures,
          windowStartedAt: sql`case when ${expired} then now() else ${loginFailures.windowStartedAt} end`,
          lockedUntil: sql`case when ${failures} >= ${max}::int then ${lockUntil(failures)} else ${loginFailures.lockedUntil} end`,
        },
      })
      .returning({ failures: loginFailures.failures });
    return row?.failures ?? 1;
  }

  return {
    /** Refuses with 429 while this username from this address, or the address, is locked. */
    async assertAllowed(username: string, ip: string): Promise<void> {
      const [locked] = await db
        .select({
          seconds: sql<number>`ceil(extract(epoch from max(${loginFailures.lockedUntil}) - now()))::int`,
        })
        .from(loginFailures)
        .where(
          and(
            inArray(loginFailures.key, [throttleKey.pair(username, ip), throttleKey.ip(ip)]),
            gt(loginFailures.lockedUntil, sql`now()`),
          ),
        );
      if (locked?.seconds) {
        throw new HttpError(429, messages.auth.tooManyAttempts, undefined, {
          'retry-after': String(locked.seconds),
        });
      }
    },

    /** Counts a failure against the three keys and waits the slow-down delay before the caller answers 401. */
    async recordFailure(username: string, ip: string): Promise<void> {
      const [userFailures, ipFailures] = await Promise.all([
        // Across addresses the username is only slowed down, never locked: the right password still gets in.
        recordFailure(throttleKey.user(username), null),
        recordFailure(throttleKey.ip(ip), {
          max: options.maxFailuresPerIp,
          firstSeconds: options.lockSeconds,
        }),
        recordFailure(throttleKey.pair(username, ip), {
          max: options.maxFailuresPerUserAddress,
          firstSeconds: options.firstLockSeconds,
        }),
      ]);
      const steps = Math.max(
        userFailures - options.slowAfterPerUser + 1,
        ipFailures - options.slowAfterPerIp + 1,
        0,
      );
      if (steps > 0) await sleep(Math.min(steps * options.delayStepMs, options.maxDelayMs));
    },

    /** A successful login forgives the username's failures, from everywhere and from its address (which keeps its own count). */
    async clear(username: string, ip: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(inArray(loginFailures.key, [throttleKey.user(username), throttleKey.pair(username, ip)]));
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
