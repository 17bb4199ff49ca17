import { messages } from '@agua/domain/messages';
import type { WaterBill } from './rows.ts';
import { drawWaterBill, newWaterBillDocument } from './water-bill-pdf.ts';

// A zone's water bills as one PDF, drawn while it is sent: pages come from an async source a batch at a time, and
// drawing waits whenever the reader (the HTTP response) has not taken what was drawn, so memory holds one batch of
// bills and at most a buffer of PDF bytes however many pages the zone has.

/**
 * Resolves at once while the document's buffer is under its high-water mark; otherwise when the reader asks for
 * more (Node calls `_read` then) or the document is closed (the client went away).
 */
function readerReady(doc: PDFKit.PDFDocument): Promise<void> {
  if (doc.destroyed || doc.readableLength < doc.readableHighWaterMark) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      doc._read = noRead;
      doc.off('close', done);
      resolve();
    };
    doc._read = done;
    doc.once('close', done);
  });
}

/** pdfkit pushes as it draws and ignores read requests; so does this, between waits. */
const noRead = () => {};

/** Lets other requests run between pages: drawing a page is synchronous work of a few milliseconds. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ZoneBillsInfo {
  zone: string;
  enterprise: string;
}

/**
 * The PDF of every bill the source yields, one page each, in order. `first` is the batch already read (the caller
 * reads it before answering, to choose the status); the rest are read as the reader keeps up. A failure after the
 * first bytes can only cut the download short: it destroys the document, which aborts the response.
 */
export function streamZoneWaterBills(
  first: WaterBill[],
  rest: AsyncIterator<WaterBill[]>,
  info: ZoneBillsInfo,
): PDFKit.PDFDocument {
  const t = messages.readings.invoice.pdf;
  const doc = newWaterBillDocument({
    Title: `${t.title} · ${info.zone}`,
    Author: info.enterprise,
    Subject: info.zone,
  });
  doc._read = noRead;
  void (async () => {
    let batch: WaterBill[] | undefined = first;
    let pages = 0;
    try {
      while (batch && !doc.destroyed) {
        for (const bill of batch) {
          if (doc.destroyed) break;
          if (pages > 0) doc.addPage();
          drawWaterBill(doc, bill);
          pages += 1;
          await readerReady(doc);
          await nextTurn();
        }
        const next: IteratorResult<WaterBill[]> | undefined = doc.destroyed ? undefined : await rest.next();
        batch = next && !next.done ? next.value : undefined;
      }
      if (doc.destroyed) await rest.return?.();
      else doc.end();
    } catch (error) {
      await rest.return?.().catch(() => {});
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return doc;
}
