import { Secret, TOTP } from 'otpauth';

// Time-based one-time passwords (RFC 6238) as every authenticator app reads them: SHA-1, 6 digits, 30 seconds.

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'Água';

/** A new secret of 160 random bits (RFC 4226's recommendation), in base32 as typed into an app. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totp = (secret: string, username = '') =>
  new TOTP({
    issuer: ISSUER,
    label: username,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });

/** The otpauth:// URI an app reads from the QR code. */
export function totpUri(secret: string, username: string): string {
  return totp(secret, username).toString();
}

/**
 * The 30-second step a code belongs to when it is the current code, the previous or the next one (clocks drift and
 * people type slowly), or null: a wrong code, or one that has expired.
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a moment (for tests, which compute codes as the app would). */
export function totpCodeAt(secret: string, nowMs: number): string {
  return totp(secret).generate({ timestamp: nowMs });
}
