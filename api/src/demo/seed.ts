import { messages } from '@agua/domain/messages';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { clients } from '../modules/clients/tables.ts';
import { enterprises } from '../modules/setup/tables.ts';
import { users } from '../modules/users/tables.ts';
import { insertDemo } from './insert.ts';
import { planDemo } from './plan.ts';

export interface SeedOptions {
  /** Load the demo (users admin/admin123 and tecnico/tecnico123, a utility with clients and history). */
  demo: boolean;
  /** For an empty production database: its first administrator. */
  firstAdmin?: { username: string; password: string };
  /** The demo's "today" (its six months of history end last month). */
  now?: Date;
}

export type SeedOutcome = 'existing-users' | 'demo' | 'first-admin' | 'no-users';

async function rows(
  db: Database,
  table: typeof users | typeof enterprises | typeof clients,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Fills a database that has no users yet, and never touches one that has: the demo when allowed (and the domain
 * tables are empty too), otherwise the first administrator from the configuration. Run under the startup lock.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedOutcome> {
  if ((await rows(db, users)) > 0) return 'existing-users';
  const domainIsEmpty = (await rows(db, enterprises)) === 0 && (await rows(db, clients)) === 0;
  if (options.demo && domainIsEmpty) {
    const plan = planDemo(options.now);
    await db.transaction((tx) => insertDemo(tx, plan));
    return 'demo';
  }
  if (options.firstAdmin) {
    await db.insert(users).values({
      name: messages.roles.ADMIN,
      username: options.firstAdmin.username,
      passwordHash: await hashPassword(options.firstAdmin.password),
      // Contact details are filled in by the administrator on first edit.
      phoneNumber: '',
      address: '',
      role: 'ADMIN',
      // Its password sits in the configuration: it chooses its own at first sign-in.
      passwordChange: 'assigned',
    });
    return 'first-admin';
  }
  return 'no-users';
}
