import { z } from 'zod';
import { messages } from '../messages.ts';
import { sessionResponseSchema } from './auth.ts';
import { instantSchema } from './common.ts';

// One's own account (Definições): the sessions, the second factor and the administrators' rule about it. The
// password change is in contracts/password.ts (it brings the strength estimator).

const t = messages.account;

/** A session (one sign-in and its renewals) of the caller's account, as Definições lists it. */
export const userSessionResponseSchema = z
  .object({
    sessionId: z
      .string()
      .describe('The sign-in (its refresh-token family); the sid claim of its access tokens'),
    userAgent: z.string().nullable().describe("The browser's User-Agent at sign-in"),
    address: z.string().nullable().describe('The client address at sign-in'),
    signedInAt: instantSchema,
    lastUsedAt: instantSchema.describe('Last request or renewal, to the minute'),
    current: z.boolean().describe('The session this request was made with'),
  })
  .meta({ id: 'UserSession' });
export type UserSessionResponse = z.output<typeof userSessionResponseSchema>;

/** DELETE /auth/sessions/{sessionId}. */
export const sessionIdParamsSchema = z.object({
  sessionId: z.uuid({ error: t.sessions.notFound }),
});

/** POST /auth/sessions/end-others. */
export const endedSessionsResponseSchema = z
  .object({ ended: z.number().int().nonnegative().describe('How many sessions were ended') })
  .meta({ id: 'EndedSessions' });
export type EndedSessionsResponse = z.output<typeof endedSessionsResponseSchema>;

/** GET /auth/two-factor: the caller's second factor. */
export const twoFactorStatusResponseSchema = z
  .object({
    enabled: z.boolean(),
    enabledAt: instantSchema.nullable(),
    recoveryCodesLeft: z.number().int().nonnegative().describe('Unused recovery codes (0 when not enabled)'),
    requiredForAdmins: z.boolean().describe('Whether every administrator must have it (SecuritySettings)'),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatusResponse = z.output<typeof twoFactorStatusResponseSchema>;

/** POST /auth/two-factor/setup: a new secret, not in force until a first code confirms it. */
export const twoFactorSetupResponseSchema = z
  .object({
    secret: z.string().describe('The TOTP secret in base32, for typing into the authenticator'),
    otpauthUri: z.string().describe('otpauth://totp/… URI, drawn as the QR code'),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetupResponse = z.output<typeof twoFactorSetupResponseSchema>;

/** A 6-digit code of the authenticator (spaces allowed, as apps show "123 456"). */
export const totpCodeSchema = z
  .string({ error: t.signInCode.missingCode })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, t.signInCode.missingCode));

/** POST /auth/two-factor/confirm. */
export const twoFactorConfirmSchema = z.object({ code: totpCodeSchema });
export type TwoFactorConfirmBody = z.input<typeof twoFactorConfirmSchema>;

/** The confirmation's answer: the recovery codes, shown this once, and the session renewed (its step done). */
export const twoFactorConfirmedResponseSchema = z
  .object({
    recoveryCodes: z.array(z.string()).describe('10 one-time recovery codes, never shown again'),
    session: sessionResponseSchema,
  })
  .meta({ id: 'TwoFactorConfirmed' });
export type TwoFactorConfirmedResponse = z.output<typeof twoFactorConfirmedResponseSchema>;

/** POST /auth/two-factor/disable: one's own second factor off, with the password. */
export const twoFactorDisableSchema = z.object({
  password: z
    .string({ error: `${t.password.current}: ${messages.validation.required}` })
    .min(1, `${t.password.current}: ${messages.validation.required}`)
    .max(200),
});
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableSchema>;

/** GET and PUT /security-settings: rules for every account. */
export const securitySettingsSchema = z
  .object({
    twoFactorRequiredForAdmins: z
      .boolean()
      .describe('Every administrator must sign in with a second factor; those without one set it up first'),
  })
  .meta({ id: 'SecuritySettings' });
export type SecuritySettingsBody = z.input<typeof securitySettingsSchema>;
export type SecuritySettingsResponse = z.output<typeof securitySettingsSchema>;
