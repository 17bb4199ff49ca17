// What every worker thread of the api loads first (piscina's default file; pool.ts). The api runs its TypeScript
// through tsx: a worker thread does not inherit the main thread's loader hooks on every Node version, so it registers
// tsx itself, before any area's task file (`modules/<area>/*.task.ts`) is loaded by the task that needs it (a second
// registration where the hooks were inherited is harmless). It exports no task.
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// A lower scheduling priority for this thread alone (on Linux each thread has its own nice value): when the cores
// are busy, the event loop answering staff runs first and the heavy work takes what is left, rather than the two
// sharing the CPU alike. Raising a nice value needs no privilege; where it cannot be set, the thread runs as is.
const WORKER_NICE = 10;
try {
  setPriority(0, WORKER_NICE);
} catch {
  // Not supported or not permitted here: the same priority as the event loop.
}

register();
