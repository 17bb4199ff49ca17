export const ROLES = ['ADMIN', 'FIELD_TECH'] as const;
export type Role = (typeof ROLES)[number];

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

export function roleLabel(role: string): string {
  const normalized = normalizeRole(role);
  return normalized ? ROLE_LABELS[normalized] : role;
}
