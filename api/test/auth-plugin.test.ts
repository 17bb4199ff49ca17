import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY } from '../src/http/access.ts';
import authPlugin from '../src/plugins/auth.ts';
import zodPlugin from '../src/plugins/zod.ts';

// The auth plugin on a bare Fastify: a route that forgets to say who may call it must not start.

async function appWithRoute(config: Record<string, unknown> | undefined) {
  const app = Fastify();
  await app.register(zodPlugin);
  await app.register(authPlugin, { jwtSecret: 'x'.repeat(32) });
  app.get('/forgotten', { ...(config ? { config } : {}) }, async () => 'open');
  return app;
}

describe('access declarations', () => {
  it('refuses to register a route without one', async () => {
    await expect(appWithRoute(undefined)).rejects.toThrow(/declare exactly one access rule/);
  });

  it('refuses contradictory or empty declarations', async () => {
    await expect(appWithRoute({ public: true, roles: ['ADMIN'] })).rejects.toThrow(/exactly one/);
    await expect(appWithRoute({ roles: [] })).rejects.toThrow(/exactly one/);
  });

  it('accepts a declared route and guards it', async () => {
    const app = await appWithRoute(ADMIN_ONLY);
    await app.ready();
    expect((await app.inject({ url: '/forgotten' })).statusCode).toBe(401);
    await app.close();
  });
});
