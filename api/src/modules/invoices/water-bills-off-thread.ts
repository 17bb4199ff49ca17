import type { Readable } from 'node:stream';
import { streamPagesOffThread } from '../../pdf/paged-stream.ts';
import { taskFile } from '../../workers/pool.ts';
import type { ClientBill } from './client-bill.ts';
import type { WaterBill } from './rows.ts';
import type * as tasks from './water-bill.task.ts';
import type { ZoneBillsInfo } from './water-bill.task.ts';

// Drawing a page of pdfkit is milliseconds of CPU that would hold every other request: the water bills are drawn in
// the api's worker threads (water-bill.task.ts).
const waterBillTasks = taskFile<typeof tasks>(new URL('./water-bill.task.ts', import.meta.url));

/** One water bill's PDF, drawn in a worker thread. */
export async function waterBillPdfOffThread(bill: WaterBill): Promise<Buffer> {
  const bytes = await waterBillTasks.run('waterBillPdf', bill);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * A zone's bills as one PDF, a page per client (client-bill-pdf.ts), drawn in a worker thread at the pace of the reader
 * (pdf/paged-stream.ts). `first` is the batch already read; the rest are read as the reader keeps up.
 */
export function streamZoneWaterBills(
  first: ClientBill[],
  rest: AsyncIterator<ClientBill[]>,
  info: ZoneBillsInfo,
): Readable {
  return streamPagesOffThread(
    (port) => waterBillTasks.run('zoneWaterBillsPdf', { port, options: info }, [port]),
    first,
    rest,
  );
}
