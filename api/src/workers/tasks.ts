// CPU-heavy work that must not hold the event loop answering staff (docs/domain.md "Heavy work off the main
// thread"): each task runs in a worker thread of pool.ts and answers plain data that is cheap to hand back.

import type { MessagePort } from 'node:worker_threads';
import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { HttpError } from '../http/errors.ts';
import type { CandidateRow } from '../modules/cuts/candidates.ts';
import { drawCutOrder, newCutOrdersDocument } from '../modules/cuts/orders-pdf.ts';
import type { WaterBill } from '../modules/invoices/rows.ts';
import { drawWaterBill, newWaterBillDocument, waterBillBuffer } from '../modules/invoices/water-bill-pdf.ts';
import type { FieldSheetRow, Period } from '../modules/readings/field-sheet.ts';
import { readFieldSheet, type SheetKind } from '../modules/readings/sheet/read.ts';
import { streamToBuffer, writeFieldSheet } from '../modules/readings/sheet/write.ts';
import { receiptPdfBuffer } from '../modules/receipts/receipt-pdf.ts';
import type { ReceiptDocument } from '../modules/receipts/service.ts';
import type { PagedDocument, PagedDrawing } from '../pdf/paged-protocol.ts';

/**
 * An uploaded field sheet's rows, packed: a worker's answer is copied into the main thread, and 50,000 row objects
 * would be rebuilt there in one go (the very stall the worker avoids); three flat values are copied at once.
 * The texts are joined with NUL, which neither an XML cell nor an accepted CSV (refused when it holds a 0 byte)
 * can contain.
 */
export type PackedSheet =
  | { ok: true; lines: Int32Array; meterIds: string; currentReadings: string }
  | { ok: false; statusCode: number; message: string };

export const FIELD_SEPARATOR = '\u0000';

export async function readFieldSheetTask({
  file,
  kind,
}: {
  file: Uint8Array;
  kind: SheetKind;
}): Promise<PackedSheet> {
  try {
    const rows = await readFieldSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength), kind);
    return {
      ok: true,
      lines: Int32Array.from(rows, (row) => row.row),
      meterIds: rows.map((row) => row.meterId).join(FIELD_SEPARATOR),
      currentReadings: rows.map((row) => row.currentReading).join(FIELD_SEPARATOR),
    };
  } catch (error) {
    // readFieldSheet refuses with an HttpError (a Portuguese 400); an error object does not cross threads whole.
    if (error instanceof HttpError)
      return { ok: false, statusCode: error.statusCode, message: error.message };
    throw error;
  }
}

/**
 * A zone's field sheet to write, packed the same way for the same reason: 50,000 row objects would be serialised
 * and copied in one go; two number arrays and two NUL-joined texts (PostgreSQL text never holds a 0 byte) are not.
 */
export interface PackedFieldSheetRows {
  meterIds: Float64Array<ArrayBuffer>;
  previousReadings: Float64Array<ArrayBuffer>;
  clientNames: string;
  addresses: string;
}

export function packFieldSheetRows(rows: readonly FieldSheetRow[]): PackedFieldSheetRows {
  return {
    meterIds: Float64Array.from(rows, (row) => row.meterId),
    previousReadings: Float64Array.from(rows, (row) => row.previousReading),
    clientNames: rows.map((row) => row.clientName).join(FIELD_SEPARATOR),
    addresses: rows.map((row) => row.address).join(FIELD_SEPARATOR),
  };
}

/** A zone's field sheet (.xlsx), written whole. */
export async function writeFieldSheetTask({
  rows,
  period,
  sheetName,
}: {
  rows: PackedFieldSheetRows;
  period: Period;
  sheetName: string;
}): Promise<Uint8Array> {
  const clientNames = rows.clientNames.split(FIELD_SEPARATOR);
  const addresses = rows.addresses.split(FIELD_SEPARATOR);
  const unpacked: FieldSheetRow[] = Array.from(rows.meterIds, (meterId, index) => ({
    meterId,
    clientName: clientNames[index] ?? '',
    address: addresses[index] ?? '',
    previousReading: rows.previousReadings[index] ?? 0,
  }));
  return new Uint8Array(await streamToBuffer(writeFieldSheet(unpacked, period, sheetName)));
}

/** One water bill's PDF, drawn whole (a page). */
export async function drawWaterBillTask(bill: WaterBill): Promise<Uint8Array> {
  return new Uint8Array(await waterBillBuffer(bill));
}

/** A receipt's PDF, drawn whole (a page, rarely two). */
export async function drawReceiptTask(document: ReceiptDocument): Promise<Uint8Array> {
  return new Uint8Array(await receiptPdfBuffer(document));
}

/** The empty document of a paged PDF and how one row becomes its page (`index` counts from 0). */
function pagedDocument(document: PagedDocument): {
  doc: PDFKit.PDFDocument;
  drawPage: (row: unknown, index: number) => void;
} {
  if (document.kind === 'waterBills') {
    const t = messages.readings.invoice.pdf;
    const doc = newWaterBillDocument({
      Title: `${t.title} · ${document.zone}`,
      Author: document.enterprise,
      Subject: document.zone,
    });
    return {
      doc,
      drawPage: (bill, index) => {
        if (index > 0) doc.addPage();
        drawWaterBill(doc, bill as WaterBill);
      },
    };
  }
  const doc = newCutOrdersDocument();
  const issuedOn = formatDate(document.issuedOn);
  return { doc, drawPage: (row, index) => drawCutOrder(doc, row as CandidateRow, index + 1, issuedOn) };
}

/**
 * A paged PDF (a zone's water bills, cut orders), a page per row, drawn as the serving thread hands rows over
 * (pdf/paged-stream.ts): the PDF's bytes go back as they are produced, and "ready" asks for more once a handful is
 * drawn. Resolves with the number of pages when the document is finished or the download abandoned.
 */
export function drawPagesTask({
  port,
  document,
}: {
  port: MessagePort;
  document: PagedDocument;
}): Promise<number> {
  const { doc, drawPage } = pagedDocument(document);
  const send = (message: PagedDrawing, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  // pdfkit emits many small chunks per page: they go back together, one message per handful of pages.
  let drawn: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => drawn.push(chunk));
  const flush = () => {
    if (drawn.length === 0) return;
    // A copy of its own, so its memory can move to the other thread instead of being copied again.
    const bytes = new Uint8Array(Buffer.concat(drawn));
    drawn = [];
    send({ kind: 'chunk', bytes }, [bytes.buffer]);
  };
  // Chunks drawn are emitted on the stream's own schedule: flush once they have all been handed out.
  const afterDrawing = (then: () => void) =>
    setImmediate(() => {
      flush();
      then();
    });
  let pages = 0;
  return new Promise((resolve, reject) => {
    doc.on('error', reject);
    port.on('message', (message: PagedDrawing) => {
      try {
        if (message.kind === 'rows') {
          for (const row of message.rows) {
            drawPage(row, pages);
            pages += 1;
          }
          afterDrawing(() => send({ kind: 'ready' }));
        } else if (message.kind === 'end') {
          doc.on('end', () => {
            flush();
            send({ kind: 'done' });
            port.close();
            resolve(pages);
          });
          doc.end();
        } else if (message.kind === 'abort') {
          port.close();
          resolve(pages);
        }
      } catch (error) {
        port.close();
        reject(error);
      }
    });
    send({ kind: 'ready' });
  });
}
