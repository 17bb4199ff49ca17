import type { WaterBill } from './rows.ts';

/** The zone PDF's title and author. */
export interface ZoneBillsInfo {
  zone: string;
  enterprise: string;
}

/**
 * The messages between the thread serving a zone's PDF (zone-water-bills-pdf.ts) and the thread drawing it
 * (workers/tasks.ts): bills one way, a few at a time; PDF bytes and "ready for more" the other.
 */
export type ZoneDrawing =
  | { kind: 'bills'; bills: WaterBill[] }
  | { kind: 'end' }
  | { kind: 'abort' }
  | { kind: 'chunk'; bytes: Uint8Array }
  | { kind: 'ready' }
  | { kind: 'done' };
