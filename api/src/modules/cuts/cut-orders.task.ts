import { formatDate } from '@agua/domain/dates';
import { pagedPdfTask } from '../../pdf/paged-task.ts';
import type { CandidateRow } from './candidate-queries.ts';
import { drawCutOrder, newCutOrdersDocument } from './orders-pdf.ts';

// The cuts area's heavy work, run in the api's worker threads (workers/pool.ts runs a task by this file's URL and the
// export's name; routes.ts does).

/** The printed cut orders, a page per meter, drawn as the serving thread hands the rows over (pdf/paged-stream.ts). */
export const cutOrdersPdf = pagedPdfTask<CandidateRow, { issuedOn: string }>(({ issuedOn }) => {
  const doc = newCutOrdersDocument();
  const day = formatDate(issuedOn);
  return { doc, drawPage: (row, index) => drawCutOrder(doc, row, index + 1, day) };
});
