import type { AddressInfo } from 'node:net';
import { createTestApp } from '@agua/api/test-app';
import { afterAll, beforeAll, expect } from 'vitest';
import { type LiveGateway, startGateway } from './gateway.ts';

/**
 * The real api on a fresh seeded database behind the real gateway, an administrator signed in. The api's HTTP server
 * counts the requests it receives, so a test sees what a query costs.
 */
export interface LiveProduct {
  api: Awaited<ReturnType<typeof createTestApp>>;
  gateway: LiveGateway;
  /** The administrator's access token. */
  admin: string;
  /** Runs one operation as the administrator; it must answer without errors. */
  ask<T>(query: string, variables?: Record<string, unknown>): Promise<{ data: T; restCalls: number }>;
  close(): Promise<void>;
}

export async function startLiveProduct(): Promise<LiveProduct> {
  const api = await createTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  let apiRequests = 0;
  api.app.server.on('request', () => {
    apiRequests += 1;
  });
  const { port } = api.app.server.address() as AddressInfo;
  const gateway = await startGateway({ apiUrl: `http://127.0.0.1:${port}/api/v1`, webDist: '/nonexistent' });
  const admin = await api.login('admin', 'admin123');
  return {
    api,
    gateway,
    admin,
    async ask<T>(query: string, variables?: Record<string, unknown>) {
      const before = apiRequests;
      const body = await gateway.graphql<T>(query, { variables, token: admin });
      expect(body.errors).toBeUndefined();
      return { data: body.data as T, restCalls: apiRequests - before };
    },
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

/** The live product of a test file: started before its tests, closed after them. */
export function useLiveProduct(): Omit<LiveProduct, 'close'> {
  let product: LiveProduct | undefined;
  beforeAll(async () => {
    product = await startLiveProduct();
  });
  afterAll(async () => {
    await product?.close();
  });
  const started = (): LiveProduct => {
    if (!product) throw new Error('The live product starts in beforeAll');
    return product;
  };
  return {
    get api() {
      return started().api;
    },
    get gateway() {
      return started().gateway;
    },
    get admin() {
      return started().admin;
    },
    ask: (query, variables) => started().ask(query, variables),
  };
}
