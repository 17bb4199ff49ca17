import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app.ts';

// What the tariff tests share: calls through the api as the browser makes them, and a fresh contract type with
// meters under it, so each test owns the months it invoices.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(t: TestApp) {
  return (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
}

export { fourBlocks, onePrice } from './example-versions.ts';

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
