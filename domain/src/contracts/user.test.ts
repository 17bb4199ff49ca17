import { describe, expect, it } from 'vitest';
import { loginSchema } from './auth.ts';
import { userCreateSchema } from './user.ts';

describe('auth rules', () => {
  it('asks for both login fields with the product message', () => {
    const result = loginSchema.safeParse({ username: '  ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('Por favor, preencha todos os campos.');
  });

  it('accepts the technician role aliases and stores FIELD_TECH', () => {
    const base = {
      name: 'Ana',
      username: 'ana',
      password: 'tartaruga-azul-no-telhado',
      phoneNumber: '841234567',
      address: 'Maputo',
    };
    expect(userCreateSchema.parse({ ...base, role: 'tech_field' }).role).toBe('FIELD_TECH');
    expect(userCreateSchema.parse({ ...base, role: 'field_tech' }).role).toBe('FIELD_TECH');
    expect(userCreateSchema.safeParse({ ...base, role: 'root' }).success).toBe(false);
  });

  it('names the field in each refusal', () => {
    const result = userCreateSchema.safeParse({
      name: 'Ana',
      username: 'an',
      password: '123',
      phoneNumber: '84-123',
      address: 'Maputo',
      role: 'ADMIN',
    });
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Utilizador deve ter pelo menos 3 caracteres.');
    expect(messages).toContain('Senha deve ter pelo menos 8 caracteres.');
    expect(messages).toContain('Contacto aceita apenas dígitos.');
  });
});
