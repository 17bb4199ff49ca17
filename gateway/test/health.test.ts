import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';
import { type RecordingServer, startRecordingServer } from './helpers/recording-server.ts';

describe('GET /health', () => {
  let api: RecordingServer;
  let healthy: LiveGateway;
  let orphan: LiveGateway;

  beforeAll(async () => {
    api = await startRecordingServer(({ url }) =>
      url.pathname === '/health' ? { json: { status: 'ok' } } : { status: 404 },
    );
    healthy = await startGateway({ apiUrl: api.url, webDist: '/nonexistent' });
    orphan = await startGateway({ apiUrl: 'http://127.0.0.1:1/api/v1', webDist: '/nonexistent' });
  });

  afterAll(async () => {
    await Promise.all([healthy.close(), orphan.close()]);
    await api.close();
  });

  it("is ok when the api's own /health (at its origin, outside /api/v1) answers", async () => {
    const response = await fetch(`${healthy.url}/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', api: 'ok' });
    expect(api.requests.at(-1)?.url.pathname).toBe('/health');
  });

  it('answers 503 when the api is unreachable, so a load balancer stops routing here', async () => {
    const response = await fetch(`${orphan.url}/health`);

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', api: 'unavailable' });
  });
});
