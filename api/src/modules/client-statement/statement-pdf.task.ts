import type { ClientStatement } from './service.ts';
import { statementPdfBuffer } from './statement-pdf.ts';

// The client-statement area's heavy work, run in the api's worker threads (routes.ts runs it by this file's URL).

/** An Extrato de conta's PDF (a page per ~60 movements). */
export async function statementPdf(statement: ClientStatement): Promise<Uint8Array> {
  return new Uint8Array(await statementPdfBuffer(statement));
}
