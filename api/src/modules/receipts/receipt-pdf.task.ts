import { receiptPdfBuffer } from './receipt-pdf.ts';
import type { ReceiptDocument } from './service.ts';

// The receipts area's heavy work, run in the api's worker threads (workers/pool.ts runs a task by this file's URL and
// the export's name; routes.ts does).

/** A receipt's PDF, drawn whole (a page, rarely two). */
export async function receiptPdf(document: ReceiptDocument): Promise<Uint8Array> {
  return new Uint8Array(await receiptPdfBuffer(document));
}
