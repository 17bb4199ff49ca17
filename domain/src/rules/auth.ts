import { z } from 'zod';
import { messages } from '../messages.ts';
import { normalizeRole } from '../roles.ts';
import { digitsText, requiredText } from './common.ts';

const v = messages.validation;

/** Login: both fields are required, with the one message of SPEC.md section 5. */
export const loginSchema = z.object({
  username: z
    .string({ error: messages.auth.fillAllFields })
    .trim()
    .min(1, messages.auth.fillAllFields)
    .max(100),
  password: z.string({ error: messages.auth.fillAllFields }).min(1, messages.auth.fillAllFields).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshTokenSchema = z.object({
  refreshToken: z
    .string({ error: messages.auth.invalidRefreshToken })
    .min(1, messages.auth.invalidRefreshToken)
    .max(500),
});

export const roleSchema = z.string({ error: `Perfil: ${v.required}` }).transform((value, ctx) => {
  const role = normalizeRole(value);
  if (!role) {
    ctx.addIssue({ code: 'custom', message: v.invalidRole });
    return z.NEVER;
  }
  return role;
});

const userFields = {
  name: requiredText('Nome'),
  username: z
    .string({ error: `Utilizador: ${v.required}` })
    .trim()
    .min(3, v.minLength('Utilizador', 3))
    .max(50, 'Utilizador deve ter no máximo 50 caracteres.'),
  phoneNumber: digitsText('Contacto'),
  address: requiredText('Endereço'),
  role: roleSchema,
  active: z.boolean().default(true),
};

/** User create (setup tab Utilizador and POST /auth/register). */
export const userCreateSchema = z.object({
  ...userFields,
  password: z
    .string({ error: `Senha: ${v.required}` })
    .min(6, v.minLength('Senha', 6))
    .max(200, 'Senha deve ter no máximo 200 caracteres.'),
});
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** User update: the password changes only when given. */
export const userUpdateSchema = z.object({
  ...userFields,
  password: z
    .string()
    .max(200, 'Senha deve ter no máximo 200 caracteres.')
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || value.length >= 6, v.minLength('Senha', 6)),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
