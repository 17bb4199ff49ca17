import { availableParallelism } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { HttpError } from '../http/errors.ts';
import type { WaterBill } from '../modules/invoices/rows.ts';
import type { FieldSheetRow, Period, UploadedRow } from '../modules/readings/field-sheet.ts';
import type { SheetKind } from '../modules/readings/sheet/read.ts';
import type { ReceiptDocument } from '../modules/receipts/service.ts';
import type { PagedDocument } from '../pdf/paged-protocol.ts';
import { FIELD_SEPARATOR, type PackedSheet, packFieldSheetRows } from './tasks.ts';

// One pool of worker threads for the process (piscina), started at the first heavy request: parsing an uploaded
// sheet and drawing PDFs run there, so the event loop keeps answering small requests meanwhile. One core is left to
// the main thread; a thread idle for a minute stops.

let pool: Piscina | undefined;

function workers(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./entry.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
    // A zone PDF keeps its task open for the whole download while mostly waiting for the reader: other tasks share
    // the thread meanwhile instead of queueing behind it.
    concurrentTasksPerWorker: 8,
  });
  return pool;
}

/** Stops the threads (the api's onClose). */
export async function closeWorkers(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}

/** The rows of an uploaded field sheet (sheet/read.ts `readFieldSheet`), read in a worker thread. */
export async function readFieldSheetOffThread(file: Buffer, kind: SheetKind): Promise<UploadedRow[]> {
  const packed: PackedSheet = await workers().run({ file, kind }, { name: 'readFieldSheet' });
  if (!packed.ok) throw new HttpError(packed.statusCode, packed.message);
  const meterIds = packed.meterIds.split(FIELD_SEPARATOR);
  const currentReadings = packed.currentReadings.split(FIELD_SEPARATOR);
  return Array.from(packed.lines, (row, index) => ({
    row,
    meterId: meterIds[index] ?? '',
    currentReading: currentReadings[index] ?? '',
  }));
}

/** A zone's field sheet (.xlsx, sheet/write.ts `writeFieldSheet`), written in a worker thread. */
export async function fieldSheetOffThread(
  rows: readonly FieldSheetRow[],
  period: Period,
  sheetName: string,
): Promise<Buffer> {
  const packed = packFieldSheetRows(rows);
  const bytes: Uint8Array = await workers().run(
    { rows: packed, period, sheetName },
    { name: 'writeFieldSheet', transferList: [packed.meterIds.buffer, packed.previousReadings.buffer] },
  );
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** One water bill's PDF, drawn in a worker thread. */
export async function waterBillPdfOffThread(bill: WaterBill): Promise<Buffer> {
  const bytes: Uint8Array = await workers().run(bill, { name: 'drawWaterBill' });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A receipt's PDF, drawn in a worker thread. */
export async function receiptPdfOffThread(document: ReceiptDocument): Promise<Buffer> {
  const bytes: Uint8Array = await workers().run(document, { name: 'drawReceipt' });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Draws a paged PDF (a zone's water bills, cut orders) in a worker thread, talking over `port` (pdf/paged-stream.ts
 * holds the other end); resolves when the drawing thread is done. The thread is busy for the whole download.
 */
export async function drawPagesOffThread(port: MessagePort, document: PagedDocument): Promise<void> {
  await workers().run({ port, document }, { name: 'drawPages', transferList: [port] });
}
