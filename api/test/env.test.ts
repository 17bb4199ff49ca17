import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';

describe('loadEnv', () => {
  it('defaults to the embedded database with demo data', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      apiPort: 8081,
      host: '127.0.0.1',
      trustedProxy: 'loopback',
      embeddedPgPort: 5433,
      seedDemo: true,
      logLevel: 'info',
    });
    expect(env.databaseUrl).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve(import.meta.dirname, '../../.data'));
  });

  it('does not seed demo data into an external database unless asked', () => {
    const url = 'postgres://agua@db:5432/agua';
    expect(loadEnv({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadEnv({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(
      loadEnv({ DATABASE_URL: url, ADMIN_USERNAME: 'chefe', ADMIN_PASSWORD: 'segredo' }).firstAdmin,
    ).toEqual({
      username: 'chefe',
      password: 'segredo',
    });
  });

  it('treats empty variables as unset and refuses bad ones', () => {
    expect(loadEnv({ API_PORT: '', DATABASE_URL: '' }).apiPort).toBe(8081);
    expect(() => loadEnv({ API_PORT: 'oitenta' })).toThrow(/API_PORT/);
    expect(() => loadEnv({ JWT_SECRET: 'curto' })).toThrow(/JWT_SECRET/);
    expect(() => loadEnv({ ADMIN_USERNAME: 'chefe' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('trusts X-Forwarded-For only from the addresses it is given', () => {
    expect(loadEnv({ TRUSTED_PROXY: '10.0.0.5, 172.28.0.0/24, ::1' }).trustedProxy).toBe(
      '10.0.0.5, 172.28.0.0/24, ::1',
    );
    for (const bad of ['gateway', '10.0.0.0/33', '10.0.0.1,', 'loopback/8', '*']) {
      expect(() => loadEnv({ TRUSTED_PROXY: bad })).toThrow(/TRUSTED_PROXY/);
    }
  });
});
