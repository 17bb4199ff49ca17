import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { clientFormSchema } from './client.ts';
import { contractCreateFormSchema } from './contract.ts';
import { readingCreateSchema, readingEditFormSchema } from './reading.ts';
import { userCreateSchema } from './user.ts';

const v = messages.validation;
const r = messages.readings.rules;
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('what a refused field says', () => {
  it('an empty Zona or Perfil is a choice not made', () => {
    const client = clientFormSchema.safeParse({
      name: 'Ana',
      phoneNumber: '841234567',
      address: 'Maputo',
      zoneId: '',
    });
    expect(messagesOf(client)).toEqual({ zoneId: v.choose.zone });
    const user = {
      name: 'Ana',
      username: 'ana',
      password: 'tartaruga-azul-no-telhado',
      phoneNumber: '841234567',
      address: 'Maputo',
    };
    expect(messagesOf(userCreateSchema.safeParse({ ...user, role: '' }))).toEqual({ role: v.choose.role });
    expect(messagesOf(userCreateSchema.safeParse({ ...user, role: 'CHEFE' }))).toEqual({
      role: v.invalidRole,
    });
    // An empty username or password is missing, not short.
    expect(
      messagesOf(userCreateSchema.safeParse({ ...user, username: '', password: '', role: 'ADMIN' })),
    ).toEqual({ username: `Utilizador: ${v.required}`, password: `Senha: ${v.required}` });
  });

  it('an empty contract choice names what to choose', () => {
    const contract = contractCreateFormSchema.safeParse({
      startDate: '2026-01-01',
      clientId: '',
      meterId: '',
      contractTypeId: '',
    });
    expect(messagesOf(contract)).toEqual({
      clientId: v.choose.client,
      meterId: v.choose.meter,
      contractTypeId: v.choose.contractType,
    });
  });

  it('an empty Leitura Actual is missing, letters are not digits', () => {
    const edit = { readingMonth: '5', state: 'PENDING' as const };
    expect(messagesOf(readingEditFormSchema.safeParse({ ...edit, currentReading: '' }))).toEqual({
      currentReading: r.currentReadingRequired,
    });
    expect(messagesOf(readingEditFormSchema.safeParse({ ...edit, currentReading: '1a' }))).toEqual({
      currentReading: r.currentReadingDigits,
    });
    const create = readingCreateSchema.safeParse({
      meterId: 1,
      readingMonth: 1,
      readingYear: 2020,
      currentReading: '',
    });
    expect(messagesOf(create)).toEqual({ currentReading: r.currentReadingRequired });
  });
});
