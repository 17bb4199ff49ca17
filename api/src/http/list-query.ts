import { messages } from '@agua/domain/messages';
import { type AnyColumn, and, asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// The REST list conventions (docs/domain.md "REST conventions") in one place: ids= (and plural foreign keys) for DataLoader batches,
// page/size/q/sort for large tables, X-Total-Count for the total. Without `page` a list returns every row.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
const MAX_IDS = 1000;

/** `ids=1,2,3` or `ids=1&ids=2`: a list of positive integers. */
export const idListParam = (field: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(','));
      const ids = parts.map((part) => part.trim()).filter(Boolean);
      if (ids.length === 0 || ids.length > MAX_IDS || !ids.every((id) => /^[1-9]\d{0,9}$/.test(id))) {
        ctx.addIssue({ code: 'custom', message: messages.api.invalidIdList });
        return z.NEVER;
      }
      return [...new Set(ids.map(Number))];
    })
    .optional()
    .describe(`${field}: comma-separated ids, e.g. 1,2,3`);

export type SortDirection = 'asc' | 'desc';
export interface Sort<F extends string> {
  field: F;
  direction: SortDirection;
}

/** `sort=name`, `sort=name,desc` or `sort=-name`, limited to the fields a resource allows. */
const sortParam = <F extends string>(fields: readonly [F, ...F[]]) =>
  z
    .string()
    .trim()
    .transform((value, ctx): Sort<F> => {
      const match = /^(-)?([A-Za-z]+)(?:,(asc|desc))?$/i.exec(value);
      const field = fields.find((candidate) => candidate === match?.[2]);
      if (!match || !field) {
        ctx.addIssue({ code: 'custom', message: messages.api.invalidSort(fields.join(', ')) });
        return z.NEVER;
      }
      const descending = match[1] === '-' || match[3]?.toLowerCase() === 'desc';
      return { field, direction: descending ? 'desc' : 'asc' };
    })
    .optional()
    .describe(`One of ${fields.join(', ')}, optionally followed by ",asc" or ",desc" (or prefixed with "-")`);

/** `page` and `size` of a paged endpoint: both optional, and without `page` every row comes back. */
export const pageParams = {
  page: z.coerce.number().int().min(1).optional().describe('1-based page number; omit to get every row'),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .optional()
    .describe(`Rows per page (default ${DEFAULT_PAGE_SIZE})`),
};

/** The query string of a list endpoint; extend it with the resource's own filters (e.g. zoneIds). */
export function listQuerySchema<F extends string>(sortFields: readonly [F, ...F[]]) {
  return z.object({
    ids: idListParam('ids'),
    ...pageParams,
    q: z.string().trim().max(200).optional().describe('Case-insensitive search over the row fields'),
    sort: sortParam(sortFields),
  });
}

export interface ListQuery<F extends string> {
  ids?: number[];
  page?: number;
  size?: number;
  q?: string;
  sort?: Sort<F>;
}

export interface ListSpec<F extends string> {
  idColumn: AnyColumn;
  /** Columns (or expressions) the free-text `q` searches, each compared as text. */
  searchColumns: readonly (AnyColumn | SQL)[];
  sortColumns: Record<F, AnyColumn | SQL>;
}

export interface ListClauses {
  where: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Turns a list query into SQL pieces; `filters` are the resource's own conditions (undefined ones are skipped). */
export function listClauses<F extends string>(
  query: ListQuery<F>,
  spec: ListSpec<F>,
  filters: (SQL | undefined)[] = [],
): ListClauses {
  const conditions = [...filters];
  if (query.ids) conditions.push(inArray(spec.idColumn, query.ids));
  if (query.q) {
    const haystack = sql.join(
      spec.searchColumns.map((column) => sql`coalesce(${column}::text, '')`),
      sql`, `,
    );
    conditions.push(sql`concat_ws(' ', ${haystack}) ilike ${`%${escapeLike(query.q)}%`}`);
  }
  const orderBy: SQL[] = [];
  const order = query.sort?.direction === 'desc' ? desc : asc;
  if (query.sort) orderBy.push(order(spec.sortColumns[query.sort.field]));
  // The id as the last key keeps pages stable when sort values repeat; in the sort's direction, so one index on
  // (column, id) answers a page either way (migration 0016, docs/performance.md "List sorts").
  orderBy.push(order(spec.idColumn));
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  return {
    where: and(...conditions),
    orderBy,
    ...(query.page ? { limit: size, offset: (query.page - 1) * size } : {}),
  };
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * A list's rows: the select (made `$dynamic()`) with the list's filter and order, and its page when paged (an
 * unpaged list has no LIMIT: every matching row).
 */
export function listRows<T extends PgSelect>(select: T, { where, orderBy, limit, offset }: ListClauses) {
  const query = select.where(where).orderBy(...orderBy);
  return limit === undefined ? query : query.limit(limit).offset(offset ?? 0);
}

/**
 * Runs a list: the count query runs only when paging, since otherwise every row is already in hand. `all`, when
 * given, answers the total of a list with no filter and no search: the whole table's (db/shared-table-total.ts).
 */
export async function findPage<T>(
  clauses: ListClauses,
  run: {
    rows: (clauses: ListClauses) => Promise<T[]>;
    count: (where: SQL | undefined) => Promise<number>;
    all?: () => Promise<number>;
  },
): Promise<Page<T>> {
  const rows = await run.rows(clauses);
  if (clauses.limit === undefined) return { rows, total: rows.length };
  const total = clauses.where === undefined && run.all ? await run.all() : await run.count(clauses.where);
  return { rows, total };
}

/** Sets X-Total-Count and returns the rows as the JSON array body. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header('x-total-count', String(page.total));
  return page.rows;
}
