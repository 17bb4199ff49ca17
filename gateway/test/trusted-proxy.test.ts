import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveGateway, startGateway } from './helpers/gateway.ts';
import { type RecordingServer, startRecordingServer } from './helpers/recording-server.ts';

// Behind a reverse proxy (Caddy for TLS, HAProxy in front of replicas) every browser reaches the gateway from the
// proxy's address. Told the proxy's address (GATEWAY_TRUSTED_PROXY), the gateway passes the browser's own address
// to the api, whose login throttle counts per address; told nothing, it believes no forwarded header.
const LOGIN = 'mutation { login(input: { username: "admin", password: "errada" }) { message } }';

describe('the browser address behind a reverse proxy', () => {
  let api: RecordingServer;
  let behindProxy: LiveGateway;
  let direct: LiveGateway;

  beforeAll(async () => {
    api = await startRecordingServer(() => ({
      status: 401,
      json: { statusCode: 401, error: 'Unauthorized', message: 'Credenciais inválidas.' },
    }));
    behindProxy = await startGateway({ apiUrl: api.url, webDist: '/nonexistent', trustedProxy: 'loopback' });
    direct = await startGateway({ apiUrl: api.url, webDist: '/nonexistent' });
  });

  afterAll(async () => {
    await Promise.all([behindProxy.close(), direct.close()]);
    await api.close();
  });

  async function forwardedThrough(gateway: LiveGateway): Promise<unknown> {
    await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ query: LOGIN }),
    });
    return api.requests.at(-1)?.headers['x-forwarded-for'];
  }

  it("passes on the browser's address that a trusted proxy gives", async () => {
    expect(await forwardedThrough(behindProxy)).toBe('203.0.113.7');
  });

  it('ignores the header from anyone else', async () => {
    expect(await forwardedThrough(direct)).toBe('127.0.0.1');
  });
});
