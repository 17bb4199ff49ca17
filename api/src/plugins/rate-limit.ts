import { messages } from '@agua/domain/messages';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../http/errors.ts';

/**
 * Request-rate limits per client address, opted into per route with `config.rateLimit` (the auth routes). They
 * cap how much password-hashing work one address can cause; failed logins have their own, stricter throttle
 * (modules/auth/login-throttle.ts).
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => tooManyRequests(messages.http[429]),
    });
  },
  { name: 'rate-limit' },
);
