import { describe, expect, it } from 'vitest';
import { addDays, todayInMaputo } from '../dates.ts';
import { apiKeyCreateSchema } from './api-key.ts';

const messageFor = (expiresOn: unknown) => {
  const result = apiKeyCreateSchema.safeParse({ name: 'Power BI', expiresOn });
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('Validade of an API key', () => {
  it('asks for a day in the dd/mm/aaaa the calendar shows when none was chosen', () => {
    expect(messageFor('')).toEqual(['Validade: escolha a data no calendário (dd/mm/aaaa).']);
    expect(messageFor(undefined)).toEqual(['Validade: escolha a data no calendário (dd/mm/aaaa).']);
  });

  it("names the wire's AAAA-MM-DD only to a caller that sent something else", () => {
    expect(messageFor('31/12/2026')).toEqual([
      'Validade: data inválida: envie um dia que exista, no formato AAAA-MM-DD.',
    ]);
  });

  it('takes a day after today in Maputo', () => {
    expect(messageFor(addDays(todayInMaputo(), 1))).toBeNull();
  });
});
