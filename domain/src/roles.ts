/** The staff roles: what a user (a person who signs in) may be. */
export const ROLES = ['ADMIN', 'FIELD_TECH'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A reporting tool's API key: reads business data, writes nothing (docs/domain.md, "Roles and access"). Never a
 * user's role, so it is not in ROLES: a route open to every staff role is not thereby open to a key.
 */
export const REPORTER = 'REPORTER' as const;
/** Whoever may call the api: a staff role, or REPORTER for an API key. */
export const CALLER_ROLES = [...ROLES, REPORTER] as const;
export type CallerRole = (typeof CALLER_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ADMIN: 'Administrador',
  FIELD_TECH: 'Técnico',
};

/** Older clients send the technician role as tech_field or field_tech; everything is stored as FIELD_TECH. */
export function normalizeRole(input: string): Role | null {
  const value = input.trim().toUpperCase();
  if (value === 'ADMIN') return 'ADMIN';
  if (value === 'FIELD_TECH' || value === 'TECH_FIELD') return 'FIELD_TECH';
  return null;
}

export const REPORTER_LABEL = 'Ferramenta de relatórios';

export function roleLabel(role: string): string {
  if (role === REPORTER) return REPORTER_LABEL;
  const normalized = normalizeRole(role);
  return normalized ? ROLE_LABELS[normalized] : role;
}
