// The web only reads the access token's `exp` to know when to refresh it and when the guard must give up, and its
// `step` to send a session that owes one to the page where it is done; the signature and what the session may do
// are the server's business (it verifies every request).

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = decodeSegment(payload);
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token's expiry in epoch milliseconds, or null when it is not a JWT with a numeric exp. */
export function tokenExpiresAt(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** What the session owed when the token was issued (its `step` claim): PASSWORD_CHANGE, TWO_FACTOR_SETUP, or null. */
export function tokenStep(token: string): 'PASSWORD_CHANGE' | 'TWO_FACTOR_SETUP' | null {
  const step = claimsOf(token)?.step;
  return step === 'PASSWORD_CHANGE' || step === 'TWO_FACTOR_SETUP' ? step : null;
}

/** True when the token has no readable expiry or expires within `marginMs` of `now`. */
export function isTokenExpired(token: string, now: number, marginMs = 0): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - marginMs <= now;
}
