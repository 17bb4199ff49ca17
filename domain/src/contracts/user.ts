import { z } from 'zod';
import { messages } from '../messages.ts';
import { normalizeRole, ROLES } from '../roles.ts';
import { digitsText, instantSchema, requiredText } from './common.ts';
import { newPasswordField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordRules } from './password.ts';

const v = messages.validation;

export const roleSchema = z.string({ error: v.choose.role }).transform((value, ctx) => {
  const role = normalizeRole(value);
  if (!role) {
    // An empty Perfil is a choice not made yet, not a wrong role.
    ctx.addIssue({ code: 'custom', message: value.trim() ? v.invalidRole : v.choose.role });
    return z.NEVER;
  }
  return role;
});

const userFields = {
  name: requiredText('Nome'),
  username: z
    .string({ error: `Utilizador: ${v.required}` })
    .trim()
    // Empty is a missing field, not a short one.
    .min(1, { message: `Utilizador: ${v.required}`, abort: true })
    .min(3, v.minLength('Utilizador', 3))
    .max(50, 'Utilizador deve ter no máximo 50 caracteres.'),
  phoneNumber: digitsText('Contacto'),
  address: requiredText('Endereço'),
  role: roleSchema,
  active: z.boolean().default(true),
};

const passwordLabel = 'Senha';
const person = (value: { username: string; name: string }) => value;

/**
 * User create (setup tab Utilizador and POST /auth/register): the password follows the new-password rules
 * (contracts/password.ts), and the new user changes it at first sign-in.
 */
export const userCreateSchema = z
  .object({ ...userFields, password: newPasswordField(passwordLabel) })
  .superRefine(passwordRules('password', person));
export type UserCreateBody = z.input<typeof userCreateSchema>;
export type UserCreateFields = z.output<typeof userCreateSchema>;

/** User update: the password changes (an administrator's reset) only when given, and then follows the same rules. */
export const userUpdateSchema = z
  .object({
    ...userFields,
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH, messages.account.password.rules.tooLong(passwordLabel, PASSWORD_MAX_LENGTH))
      .optional()
      .transform((value) => value || undefined)
      .refine(
        (value) => value === undefined || value.length >= PASSWORD_MIN_LENGTH,
        messages.account.password.rules.tooShort(passwordLabel, PASSWORD_MIN_LENGTH),
      ),
  })
  .superRefine(passwordRules('password', person));
export type UserUpdateBody = z.input<typeof userUpdateSchema>;
export type UserUpdateFields = z.output<typeof userUpdateSchema>;

/** The seed's User entity, minus the password (never returned, not even hashed). */
export const userResponseSchema = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    username: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    role: z.enum(ROLES),
    active: z.boolean(),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    enabled: z.boolean().describe('Same as active'),
    accountNonExpired: z.boolean().describe('Accounts do not expire: always true'),
    accountNonLocked: z.boolean().describe('False while failed logins lock this username'),
    credentialsNonExpired: z.boolean().describe('Passwords do not expire: always true'),
  })
  .meta({ id: 'User' });
export type UserResponse = z.output<typeof userResponseSchema>;

/** GET /user/roles: the profiles a user may have, with their Portuguese label. */
export const roleOptionSchema = z
  .object({ value: z.enum(ROLES), label: z.string() })
  .meta({ id: 'RoleOption' });
export type RoleOptionResponse = z.output<typeof roleOptionSchema>;
