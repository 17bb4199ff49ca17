import { describe, expect, it } from 'vitest';
import { readingCreateSchema, readingEntryFormSchema } from '../contracts/reading.ts';
import { economicYears, finePercentageFor, invoiceAmount, isFuturePeriod } from './reading.ts';

const tariff = { minimumConsumptionValue: 150_00, pricePerConsumptionUnit: 32_50 };
// 12:00 in Maputo on 15 May 2026.
const may = new Date('2026-05-15T10:00:00Z');

describe('invoiceAmount', () => {
  it('charges the consumption at the tariff, never less than the minimum', () => {
    expect(invoiceAmount(tariff, 0)).toBe(150_00);
    expect(invoiceAmount(tariff, 4)).toBe(150_00);
    expect(invoiceAmount(tariff, 6)).toBe(195_00);
  });
});

describe('finePercentageFor', () => {
  const tiers = [
    { minInterval: 1, maxInterval: 30, acruedFinePercentage: 5 },
    { minInterval: 31, maxInterval: 60, acruedFinePercentage: 10 },
  ];
  it('takes the tier holding the days overdue, the highest beyond the last, none before the limit', () => {
    expect(finePercentageFor(0, tiers)).toBe(0);
    expect(finePercentageFor(30, tiers)).toBe(5);
    expect(finePercentageFor(31, tiers)).toBe(10);
    expect(finePercentageFor(400, tiers)).toBe(10);
    expect(finePercentageFor(10, [])).toBe(0);
  });
});

describe('periods', () => {
  it('offers this year and the 9 before, and knows a future month in Maputo time', () => {
    expect(economicYears(may)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    expect(isFuturePeriod(2026, 6, may)).toBe(true);
    expect(isFuturePeriod(2026, 5, may)).toBe(false);
    expect(isFuturePeriod(2025, 12, may)).toBe(false);
    // 23:30 UTC on 31 May is already 1 June in Maputo.
    expect(isFuturePeriod(2026, 6, new Date('2026-05-31T23:30:00Z'))).toBe(false);
  });
});

describe('reading schemas', () => {
  it('accepts digits only for the current reading', () => {
    expect(
      readingCreateSchema.safeParse({ meterId: 1, readingMonth: 1, readingYear: 2020, currentReading: '12' })
        .success,
    ).toBe(true);
    const letters = readingCreateSchema.safeParse({
      meterId: 1,
      readingMonth: 1,
      readingYear: 2020,
      currentReading: '1a',
    });
    expect(letters.error?.issues[0]?.message).toBe('Leitura Actual aceita apenas dígitos.');
  });

  it('needs Leitura Actual unless an anomaly without a value is chosen', () => {
    const form = {
      enterpriseId: '1',
      zoneId: '1',
      clientId: '1',
      meterId: '1',
      readingYear: '2026',
      readingMonth: '5',
      previousReading: 10,
      noReading: false,
      anomalyCode: '',
      anomalyWithReading: false,
      currentReading: '',
      confirmReading: '',
    };
    expect(readingEntryFormSchema.safeParse(form).error?.issues[0]?.message).toBe(
      'Leitura Actual: Campo obrigatório.',
    );
    // A value below the previous one may be a wrap of the register: the api decides.
    expect(readingEntryFormSchema.safeParse({ ...form, currentReading: '9' }).success).toBe(true);
    const noReading = { ...form, noReading: true };
    expect(readingEntryFormSchema.safeParse(noReading).error?.issues[0]?.message).toBe('Escolha a anomalia.');
    expect(readingEntryFormSchema.safeParse({ ...noReading, anomalyCode: '01' }).success).toBe(true);
    expect(
      readingEntryFormSchema.safeParse({ ...noReading, anomalyCode: '09', anomalyWithReading: true }).success,
    ).toBe(false);
  });
});
