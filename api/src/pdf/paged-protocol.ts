import type { CandidateRow } from '../modules/cuts/candidates.ts';
import type { WaterBill } from '../modules/invoices/rows.ts';

/** A document of one page per row, drawn in a worker thread (workers/tasks.ts `drawPagesTask`): which, and its title. */
export type PagedDocument =
  | { kind: 'waterBills'; zone: string; enterprise: string }
  | { kind: 'cutOrders'; issuedOn: string };

/** The rows each kind of paged document draws a page of. */
export interface PagedRows {
  waterBills: WaterBill;
  cutOrders: CandidateRow;
}

/**
 * The messages between the thread serving a paged PDF (paged-stream.ts) and the thread drawing it (workers/tasks.ts):
 * rows one way, a few at a time; PDF bytes and "ready for more" the other.
 */
export type PagedDrawing<Row = unknown> =
  | { kind: 'rows'; rows: Row[] }
  | { kind: 'end' }
  | { kind: 'abort' }
  | { kind: 'chunk'; bytes: Uint8Array }
  | { kind: 'ready' }
  | { kind: 'done' };
