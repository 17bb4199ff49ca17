import { z } from 'zod';
import { messages } from '../messages.ts';
import { CALLER_ROLES, ROLES } from '../roles.ts';

/** POST /auth/login: both fields are required, with one message for either missing. */
export const loginSchema = z.object({
  username: z
    .string({ error: messages.auth.fillAllFields })
    .trim()
    .min(1, messages.auth.fillAllFields)
    .max(100),
  password: z.string({ error: messages.auth.fillAllFields }).min(1, messages.auth.fillAllFields).max(200),
});
export type LoginBody = z.input<typeof loginSchema>;

/** POST /auth/refresh-token and POST /auth/logout. */
export const refreshTokenSchema = z.object({
  refreshToken: z
    .string({ error: messages.auth.invalidRefreshToken })
    .min(1, messages.auth.invalidRefreshToken)
    .max(500),
});
export type RefreshTokenBody = z.input<typeof refreshTokenSchema>;

/**
 * What a session must do before anything else (docs/domain.md "First sign-in"): choose its own password (the account
 * was created or reset by an administrator), or set up the second factor (compulsory for administrators). Until
 * then the api answers every other route 403.
 */
export const SESSION_STEPS = ['PASSWORD_CHANGE', 'TWO_FACTOR_SETUP'] as const;
export type SessionStep = (typeof SESSION_STEPS)[number];

/** A new session: the answer of login and refresh. */
export const sessionResponseSchema = z
  .object({
    token: z.string().describe('Bearer access token (JWT HS256, 15 minutes; claims sub, role, exp)'),
    refreshToken: z.string().describe('Opaque token for POST /auth/refresh-token (7 days, single use)'),
    userId: z.number().int(),
    name: z.string(),
    username: z.string(),
    role: z.enum(ROLES),
    pendingStep: z
      .enum(SESSION_STEPS)
      .nullable()
      .describe(
        'What the session must do before anything else (403 on every other route); null when nothing',
      ),
  })
  .meta({ id: 'AuthResponse' });
export type AuthSessionResponse = z.output<typeof sessionResponseSchema>;

/** GET /auth/me: the caller, a signed-in user or a reporting tool's API key (role REPORTER). */
export const meResponseSchema = z
  .object({
    userId: z.number().int().nullable().describe('The user; null for an API key'),
    apiKeyId: z.number().int().nullable().describe('The API key; null for a user'),
    name: z.string().describe("The user's name, or the API key's"),
    username: z.string().nullable().describe('The login name; null for an API key'),
    role: z.enum(CALLER_ROLES),
  })
  .meta({ id: 'Me' });
export type MeResponse = z.output<typeof meResponseSchema>;

/** POST /auth/login's answer (202) for an account with a second factor: the password was right, a code is due. */
export const twoFactorChallengeResponseSchema = z
  .object({
    twoFactorToken: z
      .string()
      .describe('Proof that the password was right, for POST /auth/login/two-factor (5 minutes)'),
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallengeResponse = z.output<typeof twoFactorChallengeResponseSchema>;

/** POST /auth/login/two-factor: the challenge and the authenticator's 6-digit code, or a recovery code. */
export const twoFactorLoginSchema = z.object({
  twoFactorToken: z
    .string({ error: messages.account.signInCode.expired })
    .min(1, messages.account.signInCode.expired)
    .max(1000),
  code: z
    .string({ error: messages.account.signInCode.missingCode })
    .trim()
    .min(1, messages.account.signInCode.missingCode)
    .max(40),
});
export type TwoFactorLoginBody = z.input<typeof twoFactorLoginSchema>;
