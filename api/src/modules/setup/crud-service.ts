import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  findPage,
  type ListQuery,
  type ListSpec,
  listClauses,
  listRows,
  type Page,
} from '../../http/list-query.ts';

/** Every setup table has a serial `id` primary key; the factory needs nothing else from a table's shape. */
export type SetupTable = PgTable & { id: AnyPgColumn<{ data: number }> };

/** Other records that still point at a row: while one exists, deleting answers 409 with `message`. */
export interface InUse {
  /** The referencing foreign-key column, e.g. contracts.contractTypeId. */
  column: AnyPgColumn;
  message: string;
}

export interface CrudSpec<T extends SetupTable, F extends string, Fields> {
  table: T;
  /** Search and sort of GET /?q=&sort=; the id column is always the table's `id`. */
  list: Omit<ListSpec<F>, 'idColumn'>;
  notFound: string;
  /** The validated body as stored (e.g. meticais to centavos); returning it unchanged is fine. */
  stored: (input: Fields) => PgInsertValue<T>;
  inUse?: InUse;
}

/** Removes a row by id: 409 while `inUse` finds a referencing row, 404 when nothing was deleted. */
export function createRemove(db: Database, table: SetupTable, notFoundMessage: string, inUse?: InUse) {
  return async (id: number): Promise<void> => {
    const run = async (executor: Pick<Database, 'select' | 'delete'>) => {
      if (inUse) {
        // The check and the delete run in one transaction, as every guarded resource did before this factory.
        const [used] = await executor
          .select({ id: inUse.column })
          .from(inUse.column.table)
          .where(eq(inUse.column, id))
          .limit(1);
        if (used) throw conflict(inUse.message);
      }
      const deleted = await executor.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      if (deleted.length === 0) throw notFound(notFoundMessage);
    };
    await (inUse ? db.transaction(run) : run(db));
  };
}

/**
 * The five operations every single-table setup resource shares (getById, list, create, update, remove), with the
 * same 404 and 409 answers. Resources add their own queries beside the result.
 */
export function createCrudService<T extends SetupTable, F extends string, Fields>(
  db: Database,
  spec: CrudSpec<T, F, Fields>,
) {
  type Row = T['$inferSelect'];
  const { table } = spec;
  // Drizzle cannot resolve the row type of a select or returning() on a still-generic table (its conditional types
  // stay unevaluated), so the queries run on the table seen as a plain PgTable and their whole-table rows are
  // typed back as T's select model here, the one place that assertion is made.
  const plain: PgTable = table;
  const asRows = (rows: readonly object[]) => rows as Row[];

  async function getById(id: number): Promise<Row> {
    const [row] = asRows(await db.select().from(plain).where(eq(table.id, id)));
    if (!row) throw notFound(spec.notFound);
    return row;
  }

  return {
    /** How many there are in all (GET /count). */
    count: (): Promise<number> => db.$count(plain),

    getById,

    list(query: ListQuery<F>): Promise<Page<Row>> {
      const clauses = listClauses(query, { idColumn: table.id, ...spec.list });
      return findPage(clauses, {
        rows: async (window) => asRows(await listRows(db.select().from(plain).$dynamic(), window)),
        count: async (where) => (await db.select({ n: count() }).from(plain).where(where))[0]?.n ?? 0,
      });
    },

    async create(input: Fields): Promise<Row> {
      const [row] = asRows(await db.insert(table).values(spec.stored(input)).returning());
      return row!;
    },

    async update(id: number, input: Fields): Promise<Row> {
      const [row] = asRows(
        await db.update(plain).set(spec.stored(input)).where(eq(table.id, id)).returning(),
      );
      if (!row) throw notFound(spec.notFound);
      return row;
    },

    remove: createRemove(db, table, spec.notFound, spec.inUse),
  };
}
