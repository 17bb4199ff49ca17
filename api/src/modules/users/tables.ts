import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, lower, oneOf, timestamps } from '../../db/columns.ts';
import { USER_ROLES } from '../../db/enums.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // "Admin" and "admin" would be two logins that look the same: usernames are unique ignoring case.
    uniqueIndex('users_username_unique').on(lower(t.username)),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
  ],
);
