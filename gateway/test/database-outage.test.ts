import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { cutDatabase } from '@agua/api/test-outage';
import { messages } from '@agua/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';

// The real api on its own database and a live gateway in front of it. While PostgreSQL refuses connections the api
// answers 503; the gateway passes on its Portuguese text as SERVICE_UNAVAILABLE (not INTERNAL_SERVER_ERROR, which
// means a bug), and its readiness follows the api's.
let api: Awaited<ReturnType<typeof createTestApp>>;
let gateway: LiveGateway;

beforeAll(async () => {
  api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const COUNTS = '{ dashboardCounts { clients readings invoices cuts } }';

describe('a database outage seen through the gateway', () => {
  it('answers SERVICE_UNAVAILABLE with the api text, and serves again once the database is back', async () => {
    const token = await api.login('admin', 'admin123');
    expect((await gateway.graphql(COUNTS, { token })).errors).toBeUndefined();
    expect((await fetch(`${gateway.url}/health/ready`)).status).toBe(200);

    const outage = await cutDatabase(api.databaseUrl);
    try {
      const body = await gateway.graphql(COUNTS, { token });
      expect(body.data).toBeNull();
      expect(body.errors?.length).toBeGreaterThan(0);
      for (const error of body.errors ?? []) {
        expect(error.message).toBe(messages.api.databaseUnavailable);
        expect(error.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      }
      const ready = await fetch(`${gateway.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'error', api: 'unavailable' });
      expect((await fetch(`${gateway.url}/health/live`)).status).toBe(200);
    } finally {
      await outage.end();
    }

    expect((await gateway.graphql(COUNTS, { token })).errors).toBeUndefined();
    expect((await fetch(`${gateway.url}/health/ready`)).status).toBe(200);
  });
});
