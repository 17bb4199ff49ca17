import type { TillSummary } from './service.ts';
import { tillPdfBuffer } from './till-pdf.ts';

// The tills area's heavy work, run in the api's worker threads (routes.ts runs it by this file's URL).

/** A Fecho de caixa's PDF (one page). */
export async function tillPdf(till: TillSummary): Promise<Uint8Array> {
  return new Uint8Array(await tillPdfBuffer(till));
}
