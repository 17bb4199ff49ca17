import { describe, expect, it } from 'vitest';
import { clientSchema } from '../contracts/client.ts';
import { messages } from '../messages.ts';
import { formatPhone, normalizePhone } from './phone.ts';

const base = { name: 'Ana', address: 'Maputo', zoneId: 1 };

describe('Mozambican phone numbers', () => {
  it.each([
    ['+258 84 123 4567', '841234567'],
    ['258-84-1234567', '841234567'],
    ['00258 82 123 4567', '821234567'],
    [' 87 123 45 67 ', '871234567'],
  ])('stores %j as %j', (typed, stored) => {
    const parsed = clientSchema.parse({ ...base, phoneNumber: typed, alternativeNumber: typed });
    expect(parsed.phoneNumber).toBe(stored);
    expect(parsed.alternativeNumber).toBe(stored);
  });

  it.each(['84', '881234567', '8412345678', '211234567', 'abc'])('refuses %j naming the field', (typed) => {
    const parsed = clientSchema.safeParse({ ...base, phoneNumber: typed, alternativeNumber: typed });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phoneNumber', messages.validation.phone('Contacto')],
      ['alternativeNumber', messages.validation.phone('Contacto Alternativo')],
    ]);
  });

  it('keeps an empty phone a missing value and an empty alternative none', () => {
    const parsed = clientSchema.safeParse({ ...base, phoneNumber: '', alternativeNumber: '' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      `Contacto: ${messages.validation.required}`,
    ]);
    expect(
      clientSchema.parse({ ...base, phoneNumber: '841234567', alternativeNumber: '' }).alternativeNumber,
    ).toBe(null);
  });

  it('drops only a country code, not the digits of a short number', () => {
    expect(normalizePhone('258')).toBe('258');
    expect(normalizePhone('+258841234567')).toBe('841234567');
  });
});

describe('formatPhone', () => {
  it.each([
    ['827641229', '+258 82 764 1229'],
    ['+258841234567', '+258 84 123 4567'],
    ['21000000', '21000000'],
    ['', ''],
    [null, ''],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});
