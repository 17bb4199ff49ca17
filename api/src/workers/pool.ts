import { availableParallelism } from 'node:os';
import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { type Refusal, unlessRefused } from './refusal.ts';

// One pool of worker threads for the process (piscina), started at the first heavy request: parsing an uploaded
// sheet and drawing PDFs run there, so the event loop keeps answering small requests meanwhile (docs/domain.md
// "Heavy work off the main thread"). One core is left to the main thread; a thread idle for a minute stops. The pool
// knows no task: an area keeps its tasks in a `*.task.ts` file of its own, and runs one by that file's URL and the
// task's export name (taskFile below). A thread loads a task file at its first task from it.

let pool: Piscina | undefined;

function workers(): Piscina {
  pool ??= new Piscina({
    // Loaded first in every thread: it makes the thread able to load the areas' TypeScript task files.
    filename: new URL('./entry.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
    // A zone PDF keeps its task open for the whole download while mostly waiting for the reader: other tasks share
    // the thread meanwhile instead of queueing behind it.
    concurrentTasksPerWorker: 8,
  });
  return pool;
}

/** Stops the threads (the api's onClose). */
export async function closeWorkers(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}

/**
 * True in the production build (scripts/lib/build.mjs), where this code runs from api/dist/server.js: each task file
 * is bundled there as `<name>.task.js`, beside the api, and `new URL('./<name>.task.ts', import.meta.url)` written in
 * an area resolves beside the bundle too.
 */
const BUNDLED = import.meta.url.endsWith('.js');

function bundledTask(file: URL): string {
  return file.href.replace(/\.task\.ts$/, '.task.js');
}

/** What a task takes, and what it answers once a refusal (workers/refusal.ts) is raised again here. */
type Input<Task> = Task extends (input: infer I) => unknown ? I : never;
type Output<Task> = Task extends (input: never) => infer O ? Exclude<Awaited<O>, Refusal> : never;

/** The tasks of one `*.task.ts` file, each run in a worker thread by its export name. */
export interface TaskFile<Tasks> {
  run<Name extends keyof Tasks & string>(
    name: Name,
    input: Input<Tasks[Name]>,
    transferList?: readonly TransferListItem[],
  ): Promise<Output<Tasks[Name]>>;
}

/**
 * The tasks `file` exports, typed by its module (`import type * as tasks from './x.task.ts'`, then
 * `taskFile<typeof tasks>(new URL('./x.task.ts', import.meta.url))`): this thread never loads the file itself. A
 * task's refusal (a Portuguese 4xx raised in the thread) is raised again here as the HttpError it was.
 */
export function taskFile<Tasks>(file: URL): TaskFile<Tasks> {
  const filename = BUNDLED ? bundledTask(file) : file.href;
  return {
    async run(name, input, transferList) {
      const answer = await workers().run(input, {
        filename,
        name,
        ...(transferList ? { transferList: [...transferList] } : {}),
      });
      return unlessRefused(answer);
    },
  };
}
