// Side-by-side measurement: two ways of doing the same thing run interleaved in one process, so a busy
// machine slows both alike and the printed ratio stays meaningful where absolute times would not.

export interface Comparison {
  name: string;
  baseline: { label: string; run: () => Promise<unknown> };
  candidate: { label: string; run: () => Promise<unknown> };
  iterations: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return sorted[index] ?? Number.NaN;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Times `probe` back to back, in ms, sorted: until `until` settles (a load running meanwhile), or `count` times when
 * there is none (idle).
 */
export async function sampleWhile(
  probe: () => Promise<unknown>,
  until: Promise<unknown> | null,
  count: number,
): Promise<number[]> {
  const times: number[] = [];
  let done = until === null;
  until?.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  while (until ? !done : times.length < count) times.push(await time(probe));
  return times.sort((a, b) => a - b);
}

export async function compare({ name, baseline, candidate, iterations }: Comparison): Promise<void> {
  // Warm-up: connections, JIT and caches, unmeasured.
  for (let i = 0; i < Math.min(20, iterations); i++) {
    await baseline.run();
    await candidate.run();
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < iterations; i++) {
    if (i % 2 === 0) {
      a.push(await time(baseline.run));
      b.push(await time(candidate.run));
    } else {
      b.push(await time(candidate.run));
      a.push(await time(baseline.run));
    }
  }
  a.sort((x, y) => x - y);
  b.sort((x, y) => x - y);
  const row = (label: string, s: number[]) =>
    `  ${label.padEnd(44)} p50 ${percentile(s, 50).toFixed(2).padStart(8)} ms   p95 ${percentile(s, 95).toFixed(2).padStart(8)} ms`;
  console.log(`\n${name} (${iterations} interleaved runs each)`);
  console.log(row(baseline.label, a));
  console.log(row(candidate.label, b));
  console.log(
    `  ratio ${candidate.label} / ${baseline.label}: p50 ${(percentile(b, 50) / percentile(a, 50)).toFixed(2)}x, p95 ${(percentile(b, 95) / percentile(a, 95)).toFixed(2)}x`,
  );
}
