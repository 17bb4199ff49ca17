import { taskFile } from '../../workers/pool.ts';
import type * as tasks from './imports.task.ts';

/** Reading, checking and storing a file run in the api's worker threads (imports.task.ts). */
export const importTasks = taskFile<typeof tasks>(new URL('./imports.task.ts', import.meta.url));
