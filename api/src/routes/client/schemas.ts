import type { ClientResponse } from '@agua/domain/contracts/client';
import type { ClientRow } from '../../services/clients.ts';

export function toClientResponse(row: ClientRow): ClientResponse {
  return {
    clientId: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    address: row.address,
    nuit: row.nuit,
    zoneId: row.zoneId,
    alternativeNumber: row.alternativeNumber,
    observation: row.observation,
    exemptFromFines: row.exemptFromFines,
    wantsReceiptSMS: row.wantsReceiptSms,
    wantsInvoiceSMS: row.wantsInvoiceSms,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
