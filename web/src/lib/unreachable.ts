import { messages } from '@agua/domain/messages';

/**
 * A request that got no answer at all (offline, the server down, the connection cut). The browser says so in its own
 * English ("Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"), which would reach the
 * screen through every dialog's details; this says it in the catalogue's words instead.
 */
export class ServerUnreachableError extends Error {
  constructor(options?: ErrorOptions) {
    super(messages.http.unreachable, options);
    this.name = 'ServerUnreachableError';
  }
}

/** `fetch`, with the browser's network failure turned into ServerUnreachableError; an abort stays an abort. */
export async function fetchOrUnreachable(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ServerUnreachableError({ cause: error });
  }
}
