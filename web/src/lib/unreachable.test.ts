import { messages } from '@agua/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOrUnreachable, ServerUnreachableError } from './unreachable.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fetchOrUnreachable', () => {
  it("says the browser's English network failure in Portuguese", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = await fetchOrUnreachable('/graphql').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerUnreachableError);
    expect((failure as Error).message).toBe(messages.http.unreachable);
    expect((failure as Error).message).not.toMatch(/fetch/i);
  });

  it('keeps an abort an abort, and hands an answer through untouched', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(fetchOrUnreachable('/graphql')).rejects.toMatchObject({ name: 'AbortError' });
    const answer = new Response('{}', { status: 503 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer));
    expect(await fetchOrUnreachable('/graphql')).toBe(answer);
  });
});
