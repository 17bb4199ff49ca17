import { ROLES, type Role } from '@agua/domain/roles';

/**
 * Every route states who may call it in its `config`; the auth plugin refuses to register a route that does not,
 * so no endpoint can be left open by omission.
 */
export interface AccessConfig {
  /** No token needed (login, refresh, logout, health). */
  public?: true;
  /** Roles allowed; a signed-in user with another role gets 403. */
  roles?: readonly Role[];
}

export const PUBLIC = { public: true } as const satisfies AccessConfig;
/** Any signed-in staff member (Administrador or Técnico). */
export const ANY_ROLE = { roles: ROLES } as const satisfies AccessConfig;
export const ADMIN_ONLY = { roles: ['ADMIN'] } as const satisfies AccessConfig;
