import type { UserResponse } from '@agua/domain/contracts/user';
import type { UserRow } from '../../services/users.ts';

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
