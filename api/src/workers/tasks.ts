// CPU-heavy work that must not hold the event loop answering staff (docs/domain.md "Heavy work off the main
// thread"): each task runs in a worker thread of pool.ts and answers plain data that is cheap to hand back.

import type { MessagePort } from 'node:worker_threads';
import { messages } from '@agua/domain/messages';
import { HttpError } from '../http/errors.ts';
import type { WaterBill } from '../modules/invoices/rows.ts';
import { drawWaterBill, newWaterBillDocument, waterBillBuffer } from '../modules/invoices/water-bill-pdf.ts';
import type { ZoneBillsInfo, ZoneDrawing } from '../modules/invoices/zone-water-bills-protocol.ts';
import { readFieldSheet, type SheetKind } from '../modules/readings/sheet/read.ts';

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

/** One water bill's PDF, drawn whole (a page). */
export async function drawWaterBillTask(bill: WaterBill): Promise<Uint8Array> {
  return new Uint8Array(await waterBillBuffer(bill));
}

/**
 * A zone's water bills, a page each, drawn as the serving thread hands bills over (zone-water-bills-pdf.ts): the
 * PDF's bytes go back as they are produced, and "ready" asks for more once a handful is drawn. Resolves with the
 * number of pages when the document is finished or the download abandoned.
 */
export function drawZoneWaterBillsTask({
  port,
  info,
}: {
  port: MessagePort;
  info: ZoneBillsInfo;
}): Promise<number> {
  const t = messages.readings.invoice.pdf;
  const doc = newWaterBillDocument({
    Title: `${t.title} · ${info.zone}`,
    Author: info.enterprise,
    Subject: info.zone,
  });
  const send = (message: ZoneDrawing, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
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
    port.on('message', (message: ZoneDrawing) => {
      try {
        if (message.kind === 'bills') {
          for (const bill of message.bills) {
            if (pages > 0) doc.addPage();
            drawWaterBill(doc, bill);
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
