import { countResponseSchema } from '@agua/domain/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AccessConfig, ANY_ROLE } from './access.ts';

/**
 * `GET /<resource>/count` → { count }: the dashboard's cards and the setup tabs use these. The resource's service
 * counts; this only declares the route.
 */
export function registerCountRoute(
  app: FastifyInstance,
  options: {
    tag: string;
    /** countClients, countReceipts… (plugins/operation-contract.ts). */
    operationId: string;
    summary: string;
    access?: AccessConfig;
    count: () => Promise<number>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/count',
    {
      config: options.access ?? ANY_ROLE,
      schema: {
        tags: [options.tag],
        operationId: options.operationId,
        summary: options.summary,
        response: { 200: countResponseSchema },
      },
    },
    async () => ({ count: await options.count() }),
  );
}
