// The localStorage keys of the session. token, name and role hold ciphertext; auth holds the persisted
// auth state (ids and the encrypted refresh token); theme is the only one kept at sign-out.
export const STORAGE_KEYS = {
  token: 'token',
  name: 'name',
  role: 'role',
  theme: 'theme',
  auth: 'auth',
} as const;

/** Everything a sign-out removes: the user's session, never their theme. */
export const SESSION_STORAGE_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.name,
  STORAGE_KEYS.role,
  STORAGE_KEYS.auth,
] as const;
