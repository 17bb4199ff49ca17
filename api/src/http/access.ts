import type { SessionStep } from '@agua/domain/contracts/auth';
import { type CallerRole, REPORTER, ROLES, type Role } from '@agua/domain/roles';

/**
 * Every route states who may call it in its `config`; the auth plugin refuses to register a route that does not,
 * so no endpoint can be left open by omission.
 */
export interface AccessConfig {
  /** No token needed (login, refresh, logout, health). */
  public?: true;
  /** Staff roles allowed; a signed-in user with another role gets 403. (An API key: see `mayCall`.) */
  roles?: readonly Role[];
  /**
   * The steps a session may still owe when it calls this route (its own password to choose, a second factor to set
   * up: docs/domain.md "First sign-in"). A session that owes a step is refused (403) on every route that does not
   * list it, so nothing else happens before the step is done.
   */
  duringSteps?: readonly SessionStep[];
}

export const PUBLIC = { public: true } as const satisfies AccessConfig;
/** Any signed-in staff member (Administrador or Técnico); an API key too when the route only reads. */
export const ANY_ROLE = { roles: ROLES } as const satisfies AccessConfig;
export const ADMIN_ONLY = { roles: ['ADMIN'] } as const satisfies AccessConfig;

/** The methods that only read. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

export function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method.toUpperCase());
}

/**
 * The one access rule, applied by the auth plugin to every protected route (docs/domain.md, "Roles and access").
 * A staff member may call a route that lists their role. A REPORTER (an API key) may call a route that only reads
 * (GET, HEAD) and is open to a Técnico: the business data field staff see, never what is an administrator's alone
 * (users, API keys) and never a write, whatever the route's own config says, so a future route cannot forget it.
 */
export function mayCall(caller: CallerRole, roles: readonly Role[], method: string): boolean {
  if (caller === REPORTER) return isReadMethod(method) && roles.includes('FIELD_TECH');
  return roles.includes(caller);
}
