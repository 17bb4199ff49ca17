import { countResponseSchema } from '@agua/domain/contracts/common';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AccessConfig, ANY_ROLE } from '../http/access.ts';

/** `GET /<resource>/count` → { count }: the dashboard's cards and the setup tabs use these. */
export function registerCountRoute(
  app: FastifyInstance,
  table: PgTable,
  options: { tag: string; summary: string; access?: AccessConfig },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/count',
    {
      config: options.access ?? ANY_ROLE,
      schema: { tags: [options.tag], summary: options.summary, response: { 200: countResponseSchema } },
    },
    async () => {
      const [row] = await app.db.select({ n: count() }).from(table);
      return { count: row?.n ?? 0 };
    },
  );
}
