import type { MessagePort } from 'node:worker_threads';

/**
 * The messages between the thread serving a paged PDF (paged-stream.ts) and the thread drawing it (paged-task.ts):
 * rows one way, a few at a time; PDF bytes and "ready for more" the other. `Row` is whatever the document draws a
 * page of (a water bill, a cut order's meter): this layer never looks inside one.
 */
export type PagedDrawing<Row = unknown> =
  | { kind: 'rows'; rows: Row[] }
  | { kind: 'end' }
  | { kind: 'abort' }
  | { kind: 'chunk'; bytes: Uint8Array }
  | { kind: 'ready' }
  | { kind: 'done' };

/** What a paged PDF's task receives: its end of the channel, and what its document needs to open (a title…). */
export interface PagedTaskInput<Options> {
  port: MessagePort;
  options: Options;
}
