import { Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { drawZoneWaterBillsOffThread } from '../../workers/pool.ts';
import type { WaterBill } from './rows.ts';
import type { ZoneBillsInfo, ZoneDrawing } from './zone-water-bills-protocol.ts';

export type { ZoneBillsInfo } from './zone-water-bills-protocol.ts';

// A zone's water bills as one PDF, drawn in a worker thread while it is sent (drawing a page is milliseconds of CPU
// that would otherwise hold every other request). This thread reads the bills from the database a batch at a time
// and hands the drawing thread a few bills at a time, only when the reader (the HTTP response) has taken what was
// drawn: memory holds one batch of bills and about a buffer of PDF bytes however many pages the zone has.

/** Bills handed to the drawing thread at a time: what may be drawn ahead of the reader. */
const BILLS_PER_SLICE = 8;

/**
 * The PDF of every bill the source yields, one page each, in order. `first` is the batch already read (the caller
 * reads it before answering, to choose the status); the rest are read as the reader keeps up. A failure after the
 * first bytes can only cut the download short: it destroys the stream, which aborts the response.
 */
export function streamZoneWaterBills(
  first: WaterBill[],
  rest: AsyncIterator<WaterBill[]>,
  info: ZoneBillsInfo,
): Readable {
  const { port1: port, port2: workerPort } = new MessageChannel();
  let pending: WaterBill[] = [...first];
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
      if (!ended) port.postMessage({ kind: 'abort' } satisfies ZoneDrawing);
      stop();
      callback(error);
    },
  });

  /** The next few bills to the drawing thread, when it waits for them and the reader has room. */
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
        port.postMessage({ kind: 'bills', bills: pending.slice(0, BILLS_PER_SLICE) } satisfies ZoneDrawing);
        pending = pending.slice(BILLS_PER_SLICE);
      } else {
        ended = true;
        port.postMessage({ kind: 'end' } satisfies ZoneDrawing);
      }
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      handing = false;
    }
  }

  port.on('message', (message: ZoneDrawing) => {
    if (message.kind === 'chunk') output.push(Buffer.from(message.bytes));
    else if (message.kind === 'ready') {
      drawerWaiting = true;
      void handOver();
    } else if (message.kind === 'done') {
      port.close();
      output.push(null);
    }
  });

  drawZoneWaterBillsOffThread(workerPort, info).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
