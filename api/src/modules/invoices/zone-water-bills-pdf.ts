import type { Readable } from 'node:stream';
import { streamPagesOffThread } from '../../pdf/paged-stream.ts';
import type { WaterBill } from './rows.ts';

/** The zone PDF's title and author. */
export interface ZoneBillsInfo {
  zone: string;
  enterprise: string;
}

/**
 * A zone's water bills as one PDF, a page each, drawn in a worker thread at the pace of the reader
 * (pdf/paged-stream.ts). `first` is the batch already read; the rest are read as the reader keeps up.
 */
export function streamZoneWaterBills(
  first: WaterBill[],
  rest: AsyncIterator<WaterBill[]>,
  info: ZoneBillsInfo,
): Readable {
  return streamPagesOffThread({ kind: 'waterBills', ...info }, first, rest);
}
