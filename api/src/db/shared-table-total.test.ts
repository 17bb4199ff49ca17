import { describe, expect, it } from 'vitest';
import { sharedTableTotal } from './shared-table-total.ts';

// The whole-table total the dashboard and unfiltered lists show (docs/domain.md "Counts for the dashboard, and the totals of whole lists"): exact on
// every call while the table is small; once large, one count at a time shared by the callers, reused for a while.

function counter(values: number[]) {
  let calls = 0;
  const pending: (() => void)[] = [];
  return {
    get calls() {
      return calls;
    },
    /** A count that answers when `settle` is called, with the next value. */
    count: () => {
      calls += 1;
      const value = values[Math.min(calls, values.length) - 1]!;
      return new Promise<number>((resolve) => pending.push(() => resolve(value)));
    },
    settle: () => {
      for (const answer of pending.splice(0)) answer();
    },
  };
}

describe('sharedTableTotal', () => {
  it('counts afresh on every call while the table is small', async () => {
    let rows = 10;
    let calls = 0;
    const total = sharedTableTotal(
      async () => {
        calls += 1;
        return rows;
      },
      { largeFrom: 100 },
    );
    expect(await total()).toBe(10);
    rows = 11;
    expect(await total()).toBe(11);
    expect(calls).toBe(2);
  });

  it('once large, shares one running count among the callers and reuses it until it is old', async () => {
    let clock = 0;
    const source = counter([500, 501, 502]);
    const total = sharedTableTotal(source.count, { largeFrom: 100, sharedForMs: 5_000, now: () => clock });
    const first = total();
    source.settle();
    expect(await first).toBe(500);

    clock = 1_000;
    expect(await total()).toBe(500);
    expect(source.calls).toBe(1);

    clock = 5_000;
    const together = [total(), total(), total()];
    expect(source.calls).toBe(2);
    source.settle();
    expect(await Promise.all(together)).toEqual([501, 501, 501]);
  });

  it('keeps no failed count: the next caller counts again', async () => {
    let clock = 0;
    let fail = false;
    const total = sharedTableTotal(
      async () => {
        if (fail) throw new Error('database down');
        return 1_000;
      },
      { largeFrom: 100, sharedForMs: 5_000, now: () => clock },
    );
    expect(await total()).toBe(1_000);
    clock = 6_000;
    fail = true;
    await expect(total()).rejects.toThrow('database down');
    fail = false;
    expect(await total()).toBe(1_000);
  });
});
