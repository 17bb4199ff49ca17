import { eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../clients/tables.ts';
import { contracts } from '../contracts/tables.ts';
import { clientMeters } from '../meters/tables.ts';
import { readings } from '../readings/tables.ts';
import { contractTypes, enterprises, zones } from '../setup/tables.ts';
import { invoices } from './tables.ts';

// What a water bill prints, read in one query per bill (one reading's) or per page of clients (a zone's, zone-bill-queries.ts).

export function selectWaterBills(db: Executor) {
  return db
    .select({
      invoice: invoices,
      exemptFromFines: clients.exemptFromFines,
      clientId: clients.id,
      clientName: clients.name,
      zoneId: clients.zoneId,
      meterId: readings.meterId,
      readingMonth: readings.readingMonth,
      readingYear: readings.readingYear,
      reading: getTableColumns(readings),
      client: {
        clientId: clients.id,
        name: clients.name,
        nuit: clients.nuit,
        address: clients.address,
        phoneNumber: clients.phoneNumber,
      },
      zone: { designation: zones.designation, description: zones.description },
      enterprise: {
        name: enterprises.name,
        nuit: enterprises.nuit,
        address: enterprises.address,
        phoneNumber: enterprises.phoneNumber,
        email: enterprises.email,
      },
      contract: { contractId: contracts.id },
      contractType: {
        designation: contractTypes.designation,
        minimumConsumptionValue: contractTypes.minimumConsumptionValue,
        pricePerConsumptionUnit: contractTypes.pricePerConsumptionUnit,
      },
      meter: { meterId: clientMeters.id, brand: clientMeters.brand },
    })
    .from(invoices)
    .innerJoin(readings, eq(readings.id, invoices.readingId))
    .innerJoin(clientMeters, eq(clientMeters.id, readings.meterId))
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .innerJoin(contractTypes, eq(contractTypes.id, contracts.contractTypeId))
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(zones, eq(zones.id, clients.zoneId))
    .innerJoin(enterprises, eq(enterprises.id, zones.enterpriseId));
}

export type WaterBillSelect = Awaited<ReturnType<ReturnType<typeof selectWaterBills>['execute']>>[number];
