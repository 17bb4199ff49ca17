import { z } from 'zod';
import { messages } from '../messages.ts';
import { ROLES } from '../roles.ts';

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

/** A new session: the answer of login and refresh. */
export const sessionResponseSchema = z
  .object({
    token: z.string().describe('Bearer access token (JWT HS256, 15 minutes; claims sub, role, exp)'),
    refreshToken: z.string().describe('Opaque token for POST /auth/refresh-token (7 days, single use)'),
    userId: z.number().int(),
    name: z.string(),
    username: z.string(),
    role: z.enum(ROLES),
  })
  .meta({ id: 'AuthResponse' });
export type AuthSessionResponse = z.output<typeof sessionResponseSchema>;

/** GET /auth/me: the signed-in user. */
export const meResponseSchema = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    username: z.string(),
    role: z.enum(ROLES),
  })
  .meta({ id: 'Me' });
export type MeResponse = z.output<typeof meResponseSchema>;
