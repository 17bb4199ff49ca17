// Work over tens of thousands of rows (an uploaded field sheet, an export) shares its event loop with other work: the
// worker thread's other tasks (workers/pool.ts runs up to 8 at once). A plain loop over 50,000 rows holds it for
// hundreds of milliseconds; these helpers cut such loops into batches and let pending I/O run between them.

/** Resolves on the next turn of the event loop, after the I/O callbacks already waiting. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Rows handled between two turns: a few milliseconds of work on a slow core. */
export const ROWS_PER_TURN = 1000;

/** Runs `each` over the items in order, yielding to the event loop every ROWS_PER_TURN items. */
export async function forEachInTurns<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
): Promise<void> {
  for (let index = 0; index < items.length; index += 1) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    each(items[index] as T, index);
  }
}
