import { availableParallelism } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Actor } from '../http/actor.ts';
import { HttpError } from '../http/errors.ts';
import type { WaterBill } from '../modules/invoices/rows.ts';
import type { ImportResult, Period } from '../modules/readings/field-sheet.ts';
import type { SheetKind } from '../modules/readings/sheet/read.ts';
import type { ReceiptDocument } from '../modules/receipts/service.ts';
import type { PagedDocument } from '../pdf/paged-protocol.ts';
import type { ExportAnswer, ImportAnswer, Refusal } from './tasks.ts';

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

/** Raises a thread's refusal here as the HttpError it was; answers anything else. */
function unlessRefused<T extends { ok: boolean }>(answer: T | Refusal): T {
  if (!answer.ok && 'statusCode' in answer) throw new HttpError(answer.statusCode, answer.message);
  return answer as T;
}

/**
 * An uploaded field sheet read and imported in a worker thread, on its own connections (tasks.ts
 * `importFieldSheetTask`); a refused file raises its 4xx here, refused rows come back as the result says.
 */
export async function importFieldSheetOffThread(
  file: Buffer,
  kind: SheetKind,
  period: Period,
  actor: Actor,
  databaseUrl: string,
): Promise<ImportResult> {
  const answer = unlessRefused<Exclude<ImportAnswer, Refusal>>(
    await workers().run({ file, kind, period, actor, databaseUrl }, { name: 'importFieldSheet' }),
  );
  return answer.ok ? { ...answer, readingIds: Array.from(answer.readingIds) } : answer;
}

/** A zone's field sheet (.xlsx), read and written in a worker thread (tasks.ts `exportFieldSheetTask`). */
export async function exportFieldSheetOffThread(
  zoneId: number,
  period: Period,
  databaseUrl: string,
): Promise<{ file: Buffer; designation: string; description: string }> {
  const { bytes, designation, description } = unlessRefused<Exclude<ExportAnswer, Refusal>>(
    await workers().run({ zoneId, period, databaseUrl }, { name: 'exportFieldSheet' }),
  );
  return { file: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), designation, description };
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
