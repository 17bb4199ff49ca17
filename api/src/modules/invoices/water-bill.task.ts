import { messages } from '@agua/domain/messages';
import { pagedPdfTask } from '../../pdf/paged-task.ts';
import type { ClientBill } from './client-bill.ts';
import { drawClientBill } from './client-bill-pdf.ts';
import type { WaterBill } from './rows.ts';
import { newWaterBillDocument, waterBillBuffer } from './water-bill-pdf.ts';

// The invoices area's heavy work, run in the api's worker threads (workers/pool.ts runs a task by this file's URL
// and the export's name; water-bills-off-thread.ts does, for the routes).

/** The zone PDF's title and author. */
export interface ZoneBillsInfo {
  zone: string;
  enterprise: string;
  /** The utility's M-Pesa entity (service provider code) the bill tells the client to pay. */
  mpesaCode: string;
}

/** One water bill's PDF, drawn whole (a page). */
export async function waterBillPdf(bill: WaterBill): Promise<Uint8Array> {
  return new Uint8Array(await waterBillBuffer(bill));
}

/** A zone's bills, a page per client, drawn as the serving thread hands them over (pdf/paged-stream.ts). */
export const zoneWaterBillsPdf = pagedPdfTask<ClientBill, ZoneBillsInfo>(
  ({ zone, enterprise, mpesaCode }) => {
    const doc = newWaterBillDocument({
      Title: `${messages.readings.invoice.pdf.title} · ${zone}`,
      Author: enterprise,
      Subject: zone,
    });
    return {
      doc,
      drawPage: (bill, index) => {
        if (index > 0) doc.addPage();
        drawClientBill(doc, bill, mpesaCode);
      },
    };
  },
);
