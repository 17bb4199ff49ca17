// The number of rows of a whole table, as the dashboard's cards and an unfiltered list's total show it (docs/domain.md
// "Counts for the dashboard, and the totals of whole lists"). Below LARGE_TABLE_ROWS it is counted afresh for every
// request, as every other count. From there on, count(*) reads the whole table — about 0.1–0.2 s for 600,000
// invoices on two cores — and a hundred staff opening the invoice and reading lists and the dashboard made those
// counts most of the database's work (docs/performance.md "Staff capacity: 100 staff at once"): so one count runs at
// a time in this process, every request arriving meanwhile shares it, and its answer serves for SHARED_TOTAL_MS. The
// total then trails the table by at most that; the page's rows are always read fresh, and filtered counts are always
// exact. Two numbers per table: bounded.

export const LARGE_TABLE_ROWS = 100_000;
export const SHARED_TOTAL_MS = 5_000;

export interface SharedTotalOptions {
  largeFrom?: number;
  sharedForMs?: number;
  now?: () => number;
}

/** Wraps a whole-table count so that, once the table is large, requests share it (above). */
export function sharedTableTotal(
  countAll: () => Promise<number>,
  { largeFrom = LARGE_TABLE_ROWS, sharedForMs = SHARED_TOTAL_MS, now = Date.now }: SharedTotalOptions = {},
): () => Promise<number> {
  let last: { value: number; at: number } | undefined;
  let running: Promise<number> | undefined;
  return () => {
    const large = last !== undefined && last.value >= largeFrom;
    if (large && last && now() - last.at < sharedForMs) return Promise.resolve(last.value);
    if (large && running) return running;
    const started = now();
    const counting = countAll().then((value) => {
      last = { value, at: started };
      return value;
    });
    if (!large) return counting;
    running = counting.finally(() => {
      running = undefined;
    });
    return running;
  };
}
