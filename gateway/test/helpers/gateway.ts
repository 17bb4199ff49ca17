import type { AddressInfo } from 'node:net';
import { buildGateway, type GatewayOptions } from '../../src/app.ts';

export interface LiveGateway {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** POSTs one GraphQL operation the way the web does and returns the parsed body. */
  graphql<T = unknown>(
    query: string,
    options?: { variables?: Record<string, unknown>; token?: string; headers?: Record<string, string> },
  ): Promise<GraphQLBody<T>>;
  close(): Promise<void>;
}

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

/** The real gateway, listening on a free port, spoken to over HTTP like a browser would. */
export async function startGateway(options: GatewayOptions): Promise<LiveGateway> {
  const app = await buildGateway(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async graphql<T>(
      query: string,
      {
        variables,
        token,
        headers,
      }: { variables?: Record<string, unknown>; token?: string; headers?: Record<string, string> } = {},
    ) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLBody<T>;
    },
    close: () => app.close(),
  };
}
