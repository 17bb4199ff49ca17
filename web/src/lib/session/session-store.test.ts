// @vitest-environment node
import { webcrypto } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../test/fake-jwt.ts';
import { MemoryStorage } from '../../test/memory-storage.ts';
import { createCryptoBox, type WebCrypto } from './crypto-box.ts';
import { type KeyStore, memoryKeyStore } from './key-store.ts';
import { createSessionManager } from './session-manager.ts';
import { createSessionStore, type SessionData } from './session-store.ts';

const crypto: WebCrypto = webcrypto as unknown as WebCrypto;

const session: SessionData = {
  token: fakeJwt(Date.now() + 15 * 60_000),
  refreshToken: 'r'.repeat(64),
  userId: '7',
  name: 'Ana Macuácua',
  username: 'ana',
  role: 'FIELD_TECH',
};

// Undecryptable values are logged; keep that out of the test report.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function setup(keyStore: KeyStore = memoryKeyStore(), storage = new MemoryStorage()) {
  const store = createSessionStore(createCryptoBox(crypto, keyStore), storage);
  return { store, storage, keyStore };
}

describe('session storage', () => {
  it('keeps the session encrypted under the SPEC keys and reads it back', async () => {
    const { store, storage } = setup();
    await store.save(session);

    expect(await store.read()).toEqual(session);
    for (const key of ['token', 'name', 'role']) {
      const stored = storage.getItem(key) ?? '';
      expect(stored).toMatch(/^v1\./);
      expect(stored).not.toContain(key === 'token' ? session.token : key === 'name' ? 'Ana' : 'FIELD_TECH');
    }
    const auth = JSON.parse(storage.getItem('auth') ?? '{}');
    expect(auth).toMatchObject({ userId: '7', username: 'ana' });
    expect(auth.refreshToken).not.toContain('rrrr');
  });

  it('treats a tampered token as no session', async () => {
    const { store, storage } = setup();
    await store.save(session);
    const sealed = storage.getItem('token') ?? '';
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    storage.setItem('token', `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`);

    expect(await store.read()).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('refuses a value moved from another key (name copied into role)', async () => {
    const { store, storage } = setup();
    await store.save(session);
    storage.setItem('role', storage.getItem('name') ?? '');

    expect(await store.read()).toBeNull();
  });

  it('cannot read a session sealed under another browser key', async () => {
    const storage = new MemoryStorage();
    await setup(memoryKeyStore(), storage).store.save(session);

    expect(await setup(memoryKeyStore(), storage).store.read()).toBeNull();
  });

  it('uses a key that cannot be exported as text', async () => {
    const { store, keyStore } = setup();
    await store.save(session);
    const key = await keyStore.load();

    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
  });

  it('clears the session but keeps the theme', async () => {
    const { store, storage } = setup();
    storage.setItem('theme', 'dark');
    await store.save(session);
    store.clear();

    expect(await store.read()).toBeNull();
    expect(storage.length).toBe(1);
    expect(storage.getItem('theme')).toBe('dark');
  });
});

describe('session manager', () => {
  const noNetwork = {
    refresh: async () => ({ kind: 'unreachable' as const }),
    revoke: async () => undefined,
    schedule: () => () => undefined,
  };

  it('reports no session once the access token has expired', async () => {
    const { store } = setup();
    await store.save({ ...session, token: fakeJwt(Date.now() - 1000) });

    expect(await createSessionManager({ store, ...noNetwork }).current()).toBeNull();
  });

  it('reports no session when the stored token does not decrypt', async () => {
    const { store, storage } = setup();
    await store.save(session);
    storage.setItem('token', 'v1.AAAA.BBBB');

    expect(await createSessionManager({ store, ...noNetwork }).current()).toBeNull();
  });

  it('renews a token about to expire, once, however many requests ask at the same time', async () => {
    const { store } = setup();
    await store.save({ ...session, token: fakeJwt(Date.now() + 30_000) });
    const renewed = { ...session, token: fakeJwt(Date.now() + 15 * 60_000), refreshToken: 'n'.repeat(64) };
    let calls = 0;
    const manager = createSessionManager({
      store,
      ...noNetwork,
      refresh: async () => {
        calls++;
        return { kind: 'renewed', session: renewed };
      },
    });

    const tokens = await Promise.all([manager.accessToken(), manager.accessToken(), manager.accessToken()]);

    expect(calls).toBe(1);
    expect(tokens).toEqual([renewed.token, renewed.token, renewed.token]);
    expect((await store.read())?.refreshToken).toBe(renewed.refreshToken);
  });

  it('plans the renewal a minute before the token expires', async () => {
    const { store } = setup();
    const now = 1_700_000_000_000;
    const delays: number[] = [];
    const manager = createSessionManager({
      store,
      ...noNetwork,
      now: () => now,
      schedule: (_task, delay) => {
        delays.push(delay);
        return () => undefined;
      },
    });

    await manager.start({ ...session, token: fakeJwt(now + 15 * 60_000) });

    expect(delays).toEqual([14 * 60_000]);
  });

  it('ends the session when the server refuses the renewal', async () => {
    const { store } = setup();
    await store.save({ ...session, token: fakeJwt(Date.now() + 10_000) });
    const ends: string[] = [];
    const manager = createSessionManager({
      store,
      ...noNetwork,
      refresh: async () => ({ kind: 'refused', message: 'Sessão expirada.' }),
    });
    manager.onEnd((reason) => ends.push(reason));

    expect(await manager.refresh()).toBe(false);
    expect(ends).toEqual(['expired']);
    expect(await store.read()).toBeNull();
  });

  it('asks the refresh token when the server refused an unexpired token: a session ended elsewhere ends here', async () => {
    const { store } = setup();
    const token = fakeJwt(Date.now() + 10 * 60_000);
    await store.save({ ...session, token });
    const ends: string[] = [];
    let asked = 0;
    const manager = createSessionManager({
      store,
      ...noNetwork,
      refresh: async () => {
        asked++;
        return { kind: 'refused', message: 'Sessão expirada.' };
      },
    });
    manager.onEnd((reason) => ends.push(reason));

    // Without a refusal the unexpired token is simply kept…
    expect(await manager.refresh()).toBe(true);
    expect(asked).toBe(0);
    // …refused by the server, it is not adopted again.
    expect(await manager.refresh(token)).toBe(false);
    expect(asked).toBe(1);
    expect(ends).toEqual(['expired']);
  });

  it('keeps the session when the gateway is unreachable during a renewal', async () => {
    const { store } = setup();
    await store.save({ ...session, token: fakeJwt(Date.now() + 10_000) });
    const manager = createSessionManager({ store, ...noNetwork });

    expect(await manager.refresh()).toBe(false);
    expect(await manager.current()).not.toBeNull();
  });

  it('signs out: revokes the refresh token, clears the session, tells the app', async () => {
    const { store } = setup();
    await store.save(session);
    const revoked: string[] = [];
    const ends: string[] = [];
    const manager = createSessionManager({
      store,
      ...noNetwork,
      revoke: async (refreshToken) => {
        revoked.push(refreshToken);
      },
    });
    manager.onEnd((reason) => ends.push(reason));

    await manager.signOut();

    expect(revoked).toEqual([session.refreshToken]);
    expect(ends).toEqual(['signed-out']);
    expect(await store.read()).toBeNull();
  });
});
