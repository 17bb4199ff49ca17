import { afterEach, describe, expect, it, vi } from 'vitest';
import { READING_SYNC_TAG, requestBackgroundSync } from './background-sync.ts';
import { routeDb } from './route-db.ts';

// Background Sync exists in Chromium only: elsewhere saving a reading must go on as before, with no error and no
// token left behind (docs/domain.md "Offline reading route"). Where it exists, the tag is registered and the worker
// gets the session's token beside the queue. jsdom has neither a service worker nor IndexedDB: both are stood in.

/** A JWT whose payload says it expires at `exp` (seconds); the signature is the server's business. */
const tokenExpiring = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

function withServiceWorker(registration: object | undefined) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('requestBackgroundSync', () => {
  it('does nothing, quietly, where the browser has no service worker', async () => {
    const token = vi.fn(async () => 'never asked');
    await expect(requestBackgroundSync(token)).resolves.toBe(false);
    expect(token).not.toHaveBeenCalled();
  });

  it('does nothing, quietly, where the worker has no Background Sync (Safari, Firefox)', async () => {
    withServiceWorker({ active: {} });
    const put = vi.spyOn(routeDb.syncAuth, 'put');
    const token = vi.fn(async () => 'never asked');
    await expect(requestBackgroundSync(token)).resolves.toBe(false);
    expect(token).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });

  it('registers the readings tag and leaves the worker the token with its expiry', async () => {
    const register = vi.fn(async () => undefined);
    withServiceWorker({ sync: { register, getTags: async () => [] } });
    const put = vi.spyOn(routeDb.syncAuth, 'put').mockResolvedValue('session');
    const token = tokenExpiring(1_900_000_000);
    await expect(requestBackgroundSync(async () => token)).resolves.toBe(true);
    expect(register).toHaveBeenCalledWith(READING_SYNC_TAG);
    expect(put).toHaveBeenCalledWith({ id: 'session', token, expiresAt: 1_900_000_000_000 });
  });

  it('answers false, without throwing, when the browser refuses the registration', async () => {
    withServiceWorker({
      sync: {
        register: async () => {
          throw new DOMException('Permission denied', 'NotAllowedError');
        },
        getTags: async () => [],
      },
    });
    vi.spyOn(routeDb.syncAuth, 'put').mockResolvedValue('session');
    await expect(requestBackgroundSync(async () => tokenExpiring(1_900_000_000))).resolves.toBe(false);
  });
});
