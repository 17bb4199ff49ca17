import { Readable } from 'node:stream';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { PagedDrawing } from './paged-protocol.ts';

// A PDF of one page per row (a zone's water bills, cut orders), drawn in a worker thread while it is sent: drawing a
// page is milliseconds of CPU that would otherwise hold every other request. This thread reads the rows from the
// database a batch at a time and hands the drawing thread a few rows at a time, only when the reader (the HTTP
// response) has taken what was drawn: memory holds one batch of rows and about a buffer of PDF bytes however many
// pages the document has.

/** Rows handed to the drawing thread at a time: what may be drawn ahead of the reader. */
const ROWS_PER_SLICE = 8;

/**
 * The PDF of every row the source yields, one page each, in order. `draw` starts the drawing task (an area's
 * `pagedPdfTask`, paged-task.ts) in a worker thread on the port it is given, and settles when that task ends.
 * `first` is the batch already read (the caller reads it before answering, to choose the status); the rest are read
 * as the reader keeps up. A failure after the first bytes can only cut the download short: it destroys the stream,
 * which aborts the response.
 */
export function streamPagesOffThread<Row>(
  draw: (port: MessagePort) => Promise<unknown>,
  first: Row[],
  rest: AsyncIterator<Row[]>,
): Readable {
  const { port1: port, port2: workerPort } = new MessageChannel();
  let pending: Row[] = [...first];
  let sourceDone = false;
  let drawerWaiting = false;
  let handing = false;
  let ended = false;

  const stop = () => {
    port.close();
    if (!sourceDone) {
      sourceDone = true;
      void rest.return?.().catch(() => {});
    }
  };

  const output = new Readable({
    read() {
      void handOver();
    },
    destroy(error, callback) {
      if (!ended) port.postMessage({ kind: 'abort' } satisfies PagedDrawing<Row>);
      stop();
      callback(error);
    },
  });

  /** The next few rows to the drawing thread, when it waits for them and the reader has room. */
  async function handOver(): Promise<void> {
    if (!drawerWaiting || handing || ended || output.destroyed) return;
    if (output.readableLength >= output.readableHighWaterMark) return;
    handing = true;
    try {
      if (pending.length === 0 && !sourceDone) {
        const next = await rest.next();
        if (next.done) sourceDone = true;
        else pending = next.value;
      }
      if (output.destroyed) return;
      drawerWaiting = false;
      if (pending.length > 0) {
        port.postMessage({
          kind: 'rows',
          rows: pending.slice(0, ROWS_PER_SLICE),
        } satisfies PagedDrawing<Row>);
        pending = pending.slice(ROWS_PER_SLICE);
      } else {
        ended = true;
        port.postMessage({ kind: 'end' } satisfies PagedDrawing<Row>);
      }
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      handing = false;
    }
  }

  port.on('message', (message: PagedDrawing<Row>) => {
    if (message.kind === 'chunk') output.push(Buffer.from(message.bytes));
    else if (message.kind === 'ready') {
      drawerWaiting = true;
      void handOver();
    } else if (message.kind === 'done') {
      port.close();
      output.push(null);
    }
  });

  draw(workerPort).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
