import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { createQueryRetryLink, QUERY_ATTEMPTS } from './retry-link.ts';

// Parsed here rather than written with gql or graphql(): they never reach a server, so codegen need not know them.
const Ping = parse('query Ping { ping }');
const Save = parse('mutation Save { save }');

/** A client whose network is a fetch that never reaches the server (what an offline laptop's fetch does). */
function clientOverBrokenNetwork(online = true) {
  const fetch = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  const client = new ApolloClient({
    link: ApolloLink.from([
      createQueryRetryLink({ isOnline: () => online, initialDelayMs: 1 }),
      new HttpLink({ uri: '/graphql', fetch }),
    ]),
    cache: new InMemoryCache(),
  });
  return { client, fetch };
}

describe('query retry link', () => {
  it('tries a query again with backoff before reporting the failure', async () => {
    const { client, fetch } = clientOverBrokenNetwork();

    await expect(client.query({ query: Ping, fetchPolicy: 'network-only' })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(fetch).toHaveBeenCalledTimes(QUERY_ATTEMPTS);
  });

  it('never sends a mutation twice: it may have reached the server', async () => {
    const { client, fetch } = clientOverBrokenNetwork();

    await expect(client.mutate({ mutation: Save })).rejects.toThrow('Failed to fetch');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports at once while the browser knows it is offline', async () => {
    const { client, fetch } = clientOverBrokenNetwork(false);

    await expect(client.query({ query: Ping, fetchPolicy: 'network-only' })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
