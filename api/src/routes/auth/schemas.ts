import { ROLES } from '@agua/domain/roles';
import { z } from 'zod';

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

export const meResponseSchema = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    username: z.string(),
    role: z.enum(ROLES),
  })
  .meta({ id: 'Me' });
