import { messages } from '@agua/domain/messages';
import type { Role } from '@agua/domain/roles';
import { count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { findPage, type ListQuery, listClauses, listRows, type Page } from '../../http/list-query.ts';
import { recordAccountEvent } from '../auth/account-events.ts';
import { throttleKey } from '../auth/login-throttle.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endAllSessions } from '../auth/session-ending.ts';
import { loginFailures } from '../auth/tables.ts';
import { users } from './tables.ts';

export const USER_SORT_FIELDS = ['userId', 'name', 'username', 'role', 'active', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface UserInput {
  name: string;
  username: string;
  phoneNumber: string;
  address: string;
  role: Role;
  active: boolean;
  /** Required on create; on update the password changes only when given. */
  password?: string;
}

/** A user as read back: never the password hash. `locked` = failed logins currently block this username from some address. */
export type UserRow = Omit<typeof users.$inferSelect, 'passwordHash'> & { locked: boolean };
/** The stored row with its hash, for the login check only. */
export type UserCredentials = typeof users.$inferSelect;

const { passwordHash: _hash, ...publicColumns } = getTableColumns(users);
const userColumns = {
  ...publicColumns,
  locked: sql<boolean>`exists (
    select 1 from ${loginFailures}
    where starts_with(${loginFailures.key}, ${throttleKey.pairPrefix})
      and substr(${loginFailures.key}, strpos(${loginFailures.key}, '|') + 1) = lower(${users.username})
      and ${loginFailures.lockedUntil} > now())`,
};

function storedFields({ password: _password, ...fields }: UserInput) {
  return fields;
}

const byUsername = (username: string): SQL => sql`lower(${users.username}) = lower(${username.trim()})`;

export function createUserService(db: Database) {
  async function findById(id: number): Promise<UserRow | undefined> {
    const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
    return row;
  }

  async function getById(id: number): Promise<UserRow> {
    const row = await findById(id);
    if (!row) throw notFound(messages.api.userNotFound);
    return row;
  }

  return {
    findById,
    getById,

    list(query: ListQuery<UserSortField>): Promise<Page<UserRow>> {
      const clauses = listClauses(query, {
        idColumn: users.id,
        searchColumns: [users.name, users.username, users.phoneNumber, users.address, users.role],
        sortColumns: {
          userId: users.id,
          name: users.name,
          username: users.username,
          role: users.role,
          active: users.active,
          createdAt: users.createdAt,
        },
      });
      return findPage(clauses, {
        rows: (window) => listRows(db.select(userColumns).from(users).$dynamic(), window),
        count: async (where) => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
      });
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    async findCredentials(username: string): Promise<UserCredentials | undefined> {
      const [row] = await db.select().from(users).where(byUsername(username));
      return row;
    },

    async findCredentialsById(id: number): Promise<UserCredentials | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * A duplicate username fails on the unique index and answers 409 through the error handler. The password is
     * the administrator's choice: the new user must choose their own at first sign-in (passwordChange).
     */
    async create(input: UserInput & { password: string }): Promise<UserRow> {
      const [created] = await db
        .insert(users)
        .values({
          ...storedFields(input),
          passwordHash: await hashPassword(input.password),
          passwordChange: 'assigned',
        })
        .returning({ id: users.id });
      return getById(created!.id);
    },

    /**
     * A password given here is an administrator's reset: the account must choose its own at its next sign-in, every
     * session of it ends at once, and the reset is noted for the audit trail. One's own password is changed in
     * Definições, with the current one (409 here).
     */
    async update(id: number, input: UserInput, actor: Actor): Promise<UserRow> {
      // An administrator who deactivates or demotes themself could leave nobody able to manage users.
      if (id === actor.userId && (!input.active || input.role !== 'ADMIN'))
        throw conflict(messages.api.cannotDemoteSelf);
      if (id === actor.userId && input.password)
        throw conflict(messages.account.password.selfThroughUserForm);
      const fields = storedFields(input);
      const reset = input.password
        ? { passwordHash: await hashPassword(input.password), passwordChange: 'assigned' as const }
        : {};
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ ...fields, ...reset })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        if (updated.length === 0) throw notFound(messages.api.userNotFound);
        if (input.password) {
          await endAllSessions(tx, id);
          await recordAccountEvent(tx, 'password-reset', { userId: id, actorId: actor.userId });
        }
      });
      return getById(id);
    },

    /** A user who recorded readings, payments… stays referenced: the FK refuses (409) and they can be deactivated. */
    async remove(id: number, actor: Actor): Promise<void> {
      if (id === actor.userId) throw conflict(messages.api.cannotDeleteSelf);
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      if (deleted.length === 0) throw notFound(messages.api.userNotFound);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService;
  }
}

export default fp(
  async (app) => {
    app.decorate('users', createUserService(app.db));
  },
  { name: 'users', dependencies: ['db'] },
);
