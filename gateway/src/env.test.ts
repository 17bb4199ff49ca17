import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('defaults to the documented ports and the repository web/dist', () => {
    const env = loadEnv({});

    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      API_URL: 'http://127.0.0.1:8081/api/v1',
      LOG_LEVEL: 'info',
    });
    expect(env.WEB_DIST).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('follows API_PORT when API_URL is not given, and treats empty values as unset', () => {
    expect(loadEnv({ API_PORT: '9000', PORT: '' })).toMatchObject({
      PORT: 8080,
      API_URL: 'http://127.0.0.1:9000/api/v1',
    });
  });

  it('believes a reverse proxy only when told its address', () => {
    expect(loadEnv({}).GATEWAY_TRUSTED_PROXY).toBeUndefined();
    expect(loadEnv({ GATEWAY_TRUSTED_PROXY: 'loopback' }).GATEWAY_TRUSTED_PROXY).toBe('loopback');
    expect(loadEnv({ GATEWAY_TRUSTED_PROXY: '10.0.0.5, 172.28.0.128/25' }).GATEWAY_TRUSTED_PROXY).toBe(
      '10.0.0.5, 172.28.0.128/25',
    );
    expect(() => loadEnv({ GATEWAY_TRUSTED_PROXY: 'caddy' })).toThrow(/GATEWAY_TRUSTED_PROXY/);
    expect(() => loadEnv({ GATEWAY_TRUSTED_PROXY: '10.0.0.0/99' })).toThrow(/GATEWAY_TRUSTED_PROXY/);
  });

  it('refuses a malformed configuration with the offending variable named', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ API_URL: 'ftp://api' })).toThrow(/API_URL/);
  });
});
