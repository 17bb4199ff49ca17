import { ROLES } from '@agua/domain/roles';
import { z } from 'zod';
import { instantSchema } from '../../http/schemas.ts';
import type { UserRow } from '../../services/users.ts';

/** The seed's User entity, minus the password (never returned, not even hashed). */
export const userResponseSchema = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    username: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    role: z.enum(ROLES),
    active: z.boolean(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    enabled: z.boolean().describe('Same as active'),
    accountNonExpired: z.boolean().describe('Accounts do not expire: always true'),
    accountNonLocked: z.boolean().describe('False while failed logins lock this username'),
    credentialsNonExpired: z.boolean().describe('Passwords do not expire: always true'),
  })
  .meta({ id: 'User' });

export type UserResponse = z.output<typeof userResponseSchema>;

export function toUserResponse(row: UserRow): UserResponse {
  return {
    userId: row.id,
    name: row.name,
    username: row.username,
    phoneNumber: row.phoneNumber,
    address: row.address,
    role: row.role,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    enabled: row.active,
    accountNonExpired: true,
    accountNonLocked: !row.locked,
    credentialsNonExpired: true,
  };
}

export const roleOptionSchema = z
  .object({ value: z.enum(ROLES), label: z.string() })
  .meta({ id: 'RoleOption' });
