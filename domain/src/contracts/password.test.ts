import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { passwordScore } from '../rules/password-strength.ts';
import {
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  passwordChangeFormSchema,
  passwordChangeSchema,
} from './password.ts';
import { userCreateSchema, userUpdateSchema } from './user.ts';

const r = messages.account.password.rules;

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const user = {
  name: 'Joana Sitoe',
  username: 'joana',
  phoneNumber: '841112223',
  address: 'Bairro Zimpeto',
  role: 'FIELD_TECH',
};

describe('a new password', () => {
  it('needs at least 8 characters and at most 128, of any kind', () => {
    expect(issuesOf(userCreateSchema.safeParse({ ...user, password: 'Xk9#mPq' }))).toEqual({
      password: 'Senha deve ter pelo menos 8 caracteres.',
    });
    expect(
      issuesOf(userCreateSchema.safeParse({ ...user, password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) })),
    ).toEqual({
      password: 'Senha deve ter no máximo 128 caracteres.',
    });
    // No composition rule: letters and spaces only, or any script, are fine when hard to guess.
    for (const password of ['tartaruga azul no telhado', 'мост над тихой рекой', 'Xk9#mPq2!vL']) {
      expect(userCreateSchema.safeParse({ ...user, password }).success, password).toBe(true);
    }
    expect(userCreateSchema.safeParse({ ...user, password: 'x'.repeat(PASSWORD_MAX_LENGTH) }).success).toBe(
      false,
    );
  });

  it('is refused when it is a common or guessable password, saying what to do', () => {
    for (const password of ['password1', 'admin123', 'segredo123', '12345678', 'qwertyuiop', 'moçambique']) {
      expect(newPasswordProblem(password), password).toBe(r.tooGuessable);
      expect(issuesOf(userCreateSchema.safeParse({ ...user, password })), password).toEqual({
        password: r.tooGuessable,
      });
    }
    expect(r.tooGuessable).toMatch(/frase de três ou quatro palavras/);
  });

  it('is refused when it contains the username, in any case', () => {
    expect(issuesOf(userCreateSchema.safeParse({ ...user, password: 'xJOANAx-tartaruga-azul' }))).toEqual({
      password: r.containsUsername,
    });
    expect(newPasswordProblem('tartaruga-joana-azul', 'Joana')).toBe(r.containsUsername);
    expect(newPasswordProblem('tartaruga-joana-azul', 'mario')).toBeNull();
  });

  it('counts the person’s name as a known word', () => {
    expect(passwordScore('sitoe2026!', ['sitoe'])).toBeLessThan(passwordScore('sitoe2026!'));
  });

  it('applies to an administrator’s reset in the user form, and an empty one keeps the stored password', () => {
    expect(issuesOf(userUpdateSchema.safeParse({ ...user, password: 'admin123' }))).toEqual({
      password: r.tooGuessable,
    });
    expect(issuesOf(userUpdateSchema.safeParse({ ...user, password: 'curto' }))).toEqual({
      password: 'Senha deve ter pelo menos 8 caracteres.',
    });
    expect(userUpdateSchema.parse({ ...user, password: '' }).password).toBeUndefined();
  });
});

describe('the Alterar senha form', () => {
  const form = passwordChangeFormSchema({ username: 'joana', name: 'Joana Sitoe' });

  it('asks for the current password, a good new one, twice', () => {
    expect(
      form.safeParse({
        currentPassword: 'velha',
        newPassword: 'tartaruga-azul-no-telhado',
        confirmation: 'tartaruga-azul-no-telhado',
      }).success,
    ).toBe(true);
    expect(
      issuesOf(
        form.safeParse({ currentPassword: '', newPassword: 'joana-e-o-rio-claro', confirmation: 'outra' }),
      ),
    ).toEqual({
      currentPassword: 'Senha actual: Campo obrigatório.',
      newPassword: r.containsUsername,
      confirmation: r.mismatch,
    });
    expect(
      issuesOf(form.safeParse({ currentPassword: 'x', newPassword: 'curta', confirmation: 'curta' })),
    ).toEqual({
      newPassword: 'Nova senha deve ter pelo menos 8 caracteres.',
    });
  });

  it('sends only the current and the new password to the api, whose body checks the lengths', () => {
    expect(
      passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'y'.repeat(129) }).success,
    ).toBe(false);
    expect(Object.keys(passwordChangeSchema.shape)).toEqual(['currentPassword', 'newPassword']);
  });
});
