import { z } from 'zod';
import { messages } from '../messages.ts';
import { MIN_PASSWORD_SCORE, passwordScore } from '../rules/password-strength.ts';

// The rules of a new password, for every path that sets one: the user form (create, and an administrator's reset),
// one's own change in Definições and the change at first sign-in (docs/domain.md "Passwords"). After OWASP ASVS
// V2.1 and NIST SP 800-63B: 8 to 128 characters of any kind, no composition rules, refused when it is common or
// guessable or contains the username. Importing this file brings the strength estimator (rules/password-strength.ts,
// about 1 MB): the web imports it only from lazily loaded form code.

const r = messages.account.password.rules;
const v = messages.validation;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password's length rules, which the OpenAPI document states (the other rules need the username). */
export const newPasswordField = (label: string) =>
  z
    .string({ error: `${label}: ${v.required}` })
    .min(1, { message: `${label}: ${v.required}`, abort: true })
    .min(PASSWORD_MIN_LENGTH, r.tooShort(label, PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, r.tooLong(label, PASSWORD_MAX_LENGTH));

const hasValidLength = (password: unknown): password is string =>
  typeof password === 'string' &&
  password.length >= PASSWORD_MIN_LENGTH &&
  password.length <= PASSWORD_MAX_LENGTH;

/**
 * What is wrong with a new password of the right length, or null: it contains the username (ignoring case), or it
 * is common or guessable (scores below MIN_PASSWORD_SCORE, the username and name counting as known words).
 */
export function newPasswordProblem(password: string, username = '', name = ''): string | null {
  const login = username.trim().toLowerCase();
  if (login.length > 0 && password.toLowerCase().includes(login)) return r.containsUsername;
  const known = [login, ...name.toLowerCase().split(/\s+/)].filter((word) => word.length >= 3);
  if (passwordScore(password, known) < MIN_PASSWORD_SCORE) return r.tooGuessable;
  return null;
}

/**
 * An object check adding newPasswordProblem to the password field `field`; the username and name come from the
 * same object. A password missing, empty or of the wrong length is left to the field's own rules.
 */
export function passwordRules<T extends object>(
  field: string,
  person: (value: T) => { username?: string; name?: string },
) {
  return (value: T, ctx: z.RefinementCtx) => {
    const password = (value as Record<string, unknown>)[field];
    if (!hasValidLength(password)) return;
    const { username, name } = person(value);
    const problem = newPasswordProblem(password, username, name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [field] });
  };
}

/** POST /auth/password: one's own change, in Definições or at first sign-in. The api adds the username rule. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: `${messages.account.password.current}: ${v.required}` })
    .min(1, `${messages.account.password.current}: ${v.required}`)
    .max(200),
  newPassword: newPasswordField(messages.account.password.new),
});
export type PasswordChangeBody = z.input<typeof passwordChangeSchema>;

/** The Alterar senha form (Definições, first sign-in): the body's fields, the new password twice, every rule. */
export function passwordChangeFormSchema(person: { username: string; name?: string }) {
  return passwordChangeSchema
    .extend({ confirmation: z.string() })
    .superRefine(passwordRules('newPassword', () => person))
    .superRefine((value, ctx) => {
      if (value.confirmation !== value.newPassword)
        ctx.addIssue({ code: 'custom', message: r.mismatch, path: ['confirmation'] });
    });
}
export type PasswordChangeFormValues = z.input<ReturnType<typeof passwordChangeFormSchema>>;
