import type { TariffVersionBody } from '@agua/domain/contracts/tariff';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app.ts';

// What the tariff tests share: calls through the api as the browser makes them, and a fresh contract type with
// meters under it, so each test owns the months it invoices.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(t: TestApp) {
  return (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
}

/** A four-escalão version with taxa fixa, sanitation and VAT. */
export const fourBlocks = (
  effectiveFrom: string,
  overrides: Partial<TariffVersionBody> = {},
): TariffVersionBody => ({
  effectiveFrom,
  minimumCharge: 143,
  fixedCharge: 50,
  fixedChargeDescription: null,
  note: null,
  sanitationRate: 10,
  sanitationExemptUpTo: 5,
  vatRate: 16,
  vatExemptUpTo: 5,
  blocks: [
    { upTo: 5, flat: 143 },
    { upTo: 10, price: 72.83 },
    { upTo: 20, price: 126 },
    { upTo: null, price: 188.65 },
  ],
  ...overrides,
});

/** A one-price version: every m³ at `price`, nothing else. */
export const onePrice = (effectiveFrom: string, price: number): TariffVersionBody => ({
  effectiveFrom,
  minimumCharge: 0,
  fixedCharge: 0,
  fixedChargeDescription: null,
  note: null,
  sanitationRate: 0,
  sanitationExemptUpTo: null,
  vatRate: 0,
  vatExemptUpTo: null,
  blocks: [{ upTo: null, price }],
});

export function fixtures(t: TestApp, admin: Record<string, string>) {
  const call = caller(t);
  let serial = 0;
  return {
    call,
    /** A new contract type (legacy prices 150 MT minimum, 32,50 MT/m³). */
    async contractType(): Promise<number> {
      serial += 1;
      const created = await call(admin, 'POST', '/contract-type', {
        designation: `Tarifa de teste ${process.pid}-${serial}-${Math.random().toString(36).slice(2, 8)}`,
        minimumConsumptionValue: 150,
        pricePerConsumptionUnit: 32.5,
        reconnectionFee: 500,
      });
      expect(created.statusCode).toBe(201);
      return created.json().contractTypeId as number;
    },
    /** A new client with its meter (0 m³) under an active contract of the type. */
    async meterOfType(contractTypeId: number, startDate: string): Promise<number> {
      const client = await call(admin, 'POST', '/client', {
        name: `Cliente ${Math.random().toString(36).slice(2, 8)}`,
        phoneNumber: '841234567',
        address: 'Maputo',
        zoneId: 1,
      });
      expect(client.statusCode).toBe(201);
      const contract = await call(admin, 'POST', '/contract', {
        startDate,
        clientId: client.json().client.clientId,
        meterId: client.json().meter.meterId,
        contractTypeId,
      });
      expect(contract.statusCode).toBe(201);
      return client.json().meter.meterId as number;
    },
  };
}
