import type { PagedDrawing, PagedTaskInput } from './paged-protocol.ts';

/** A paged PDF's empty document and how one row becomes its page (`index` counts from 0). */
export interface PageDrawer<Row> {
  doc: PDFKit.PDFDocument;
  drawPage(row: Row, index: number): void;
}

/**
 * A worker task (an area's `*.task.ts` exports it) drawing a PDF of one page per row, as the serving thread hands
 * rows over (paged-stream.ts): the PDF's bytes go back as they are produced, and "ready" asks for more once a handful
 * is drawn. `open` makes the document from the task's options. The task resolves with the number of pages when the
 * document is finished or the download abandoned.
 */
export function pagedPdfTask<Row, Options>(open: (options: Options) => PageDrawer<Row>) {
  return ({ port, options }: PagedTaskInput<Options>): Promise<number> => {
    const { doc, drawPage } = open(options);
    const send = (message: PagedDrawing<Row>, transfer: ArrayBuffer[] = []) =>
      port.postMessage(message, transfer);
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
      port.on('message', (message: PagedDrawing<Row>) => {
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
  };
}
