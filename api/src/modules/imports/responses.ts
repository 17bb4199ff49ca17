import type { ClientImportJobResponse } from '@agua/domain/contracts/import';
import { toMeticais } from '@agua/domain/money';
import type { ImportsService } from './service.ts';

type FoundJob = NonNullable<Awaited<ReturnType<ImportsService['findJob']>>>;

/** An import's job as GET /import/clients/{importId} and the COMMIT's 202 answer it. */
export function toImportJobResponse({ job, saved, createdByName }: FoundJob): ClientImportJobResponse {
  return {
    importId: job.id,
    fileName: job.fileName,
    state: job.state,
    rowsTotal: job.rowsTotal,
    rowsDone: job.rowsDone,
    reason: job.reason,
    errorCount: job.errorCount,
    errors: job.errors,
    clients: saved?.clients ?? 0,
    openingCredit: toMeticais(saved?.openingCredit ?? 0),
    openingDebt: toMeticais(saved?.openingDebt ?? 0),
    createdByName,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
