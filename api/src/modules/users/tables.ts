import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, lower, oneOf, timestamps } from '../../db/columns.ts';
import { USER_ROLES } from '../../db/enums.ts';

/**
 * Why an account must choose a new password before anything else (migration 0011): 'assigned' — an administrator
 * created or reset it (or it is the configuration's first administrator); 'demo' — the demo's fixed password, due
 * only when the api runs without demo data.
 */
export const PASSWORD_CHANGE_REASONS = ['assigned', 'demo'] as const;
export type PasswordChangeReason = (typeof PASSWORD_CHANGE_REASONS)[number];

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
    passwordChange: text('password_change', { enum: PASSWORD_CHANGE_REASONS }),
    ...timestamps,
  },
  (t) => [
    // "Admin" and "admin" would be two logins that look the same: usernames are unique ignoring case.
    uniqueIndex('users_username_unique').on(lower(t.username)),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check('users_password_change_check', oneOf(t.passwordChange, PASSWORD_CHANGE_REASONS)),
  ],
);
