import { messages } from '@agua/domain/messages';

const count = new Intl.NumberFormat('pt-PT');

/** An import's rows stored out of the file's: the percent, and "N de M linhas (P%)". */
export function progressOf(job: { rowsDone: number; rowsTotal: number }) {
  const percent = job.rowsTotal > 0 ? Math.floor((job.rowsDone / job.rowsTotal) * 100) : 0;
  return {
    percent,
    text: messages.imports.progress(count.format(job.rowsDone), count.format(job.rowsTotal), percent),
  };
}
