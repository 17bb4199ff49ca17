// CPU-heavy work that must not hold the event loop answering staff (docs/domain.md "Heavy work off the main
// thread"): each task runs in a worker thread of pool.ts and answers plain data that is cheap to hand back.

import type { MessagePort } from 'node:worker_threads';
import { formatDate } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { findPgError, pgErrorStatus } from '../db/pg-errors.ts';
import type { Actor } from '../http/actor.ts';
import { HttpError } from '../http/errors.ts';
import type { CandidateRow } from '../modules/cuts/candidates.ts';
import { drawCutOrder, newCutOrdersDocument } from '../modules/cuts/orders-pdf.ts';
import type { WaterBill } from '../modules/invoices/rows.ts';
import { drawWaterBill, newWaterBillDocument, waterBillBuffer } from '../modules/invoices/water-bill-pdf.ts';
import { createFieldSheetService, type Period, type RowError } from '../modules/readings/field-sheet.ts';
import { readFieldSheet, type SheetKind } from '../modules/readings/sheet/read.ts';
import { streamToBuffer, writeFieldSheet } from '../modules/readings/sheet/write.ts';
import { receiptPdfBuffer } from '../modules/receipts/receipt-pdf.ts';
import type { ReceiptDocument } from '../modules/receipts/service.ts';
import type { PagedDocument, PagedDrawing } from '../pdf/paged-protocol.ts';
import { workerDatabase } from './database.ts';

/** A refusal raised in a thread (an HttpError does not cross threads whole): its status and Portuguese message. */
export interface Refusal {
  ok: false;
  statusCode: number;
  message: string;
}

/**
 * Runs `work`, answering an HttpError it raises (a Portuguese 4xx) as a Refusal for the serving thread to raise, and
 * a database refusal (a duplicate, a value out of range…) as the 4xx the api's error handler gives it
 * (db/pg-errors.ts): an error crossing threads loses its class and fields and would otherwise become a 500.
 */
async function refusingHttpErrors<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError)
      return { ok: false, statusCode: error.statusCode, message: error.message };
    const pg = findPgError(error);
    const refused = pg && pgErrorStatus(pg);
    if (refused) return { ok: false, ...refused };
    throw error;
  }
}

/**
 * An uploaded field sheet, read and imported here whole (field-sheet.ts `importRows`, on this thread's own
 * connections): its 50,000 rows are parsed, checked against the database and written without ever crossing into the
 * thread answering staff. The new readings' ids come back as one flat array.
 */
export type ImportAnswer =
  | { ok: true; created: number; skipped: number; readingIds: Int32Array }
  | { ok: false; errors: RowError[] }
  | Refusal;

export function importFieldSheetTask(task: {
  file: Uint8Array;
  kind: SheetKind;
  period: Period;
  actor: Actor;
  databaseUrl: string;
}): Promise<ImportAnswer> {
  return refusingHttpErrors(async () => {
    const { file, kind, period, actor, databaseUrl } = task;
    const rows = await readFieldSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength), kind);
    const result = await createFieldSheetService(workerDatabase(databaseUrl)).importRows(rows, period, actor);
    if (!result.ok) return result;
    return { ...result, readingIds: Int32Array.from(result.readingIds) };
  });
}

/** A zone's field sheet (.xlsx): its rows read here (field-sheet.ts `exportRows`) and the file written whole. */
export type ExportAnswer =
  | { ok: true; bytes: Uint8Array; designation: string; description: string }
  | Refusal;

export function exportFieldSheetTask(task: {
  zoneId: number;
  period: Period;
  databaseUrl: string;
}): Promise<ExportAnswer> {
  return refusingHttpErrors(async () => {
    const { zone, rows } = await createFieldSheetService(workerDatabase(task.databaseUrl)).exportRows(
      task.zoneId,
      task.period,
    );
    const bytes = new Uint8Array(await streamToBuffer(writeFieldSheet(rows, task.period, zone.designation)));
    return { ok: true, bytes, ...zone };
  });
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
