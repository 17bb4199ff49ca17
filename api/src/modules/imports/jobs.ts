import { messages } from '@agua/domain/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuditContext } from '../../db/audit-context.ts';
import type { Database } from '../../db/client.ts';
import { readImportFile } from './read.ts';
import { createImportsService } from './service.ts';
import { clientImportJobs } from './tables.ts';

// One import's commit job (docs/domain.md "Importing existing books"), run by the job queue in a worker thread
// (import-queue.ts, imports.task.ts). The id is the key: a finished import is left alone, so a job pg-boss runs twice
// (a retry, an expired job taken again) does nothing the second time. Progress is written on its own connection
// while the commit's transaction runs, since rows written inside that transaction are nobody else's to see.

const r = messages.imports.rules;

export async function commitImportJob(
  db: Database,
  importId: number,
  asUploader: (audit: AuditContext, work: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const [job] = await db
    .update(clientImportJobs)
    .set({ state: 'A_IMPORTAR', rowsDone: 0, startedAt: new Date() })
    .where(and(eq(clientImportJobs.id, importId), inArray(clientImportJobs.state, ['EM_FILA', 'A_IMPORTAR'])))
    .returning();
  if (!job?.file) return;
  const cells = await readImportFile(job.file, job.kind);
  const progress = async (rowsDone: number) => {
    await db
      .update(clientImportJobs)
      .set({ rowsDone })
      .where(and(eq(clientImportJobs.id, importId), eq(clientImportJobs.state, 'A_IMPORTAR')));
  };
  const service = createImportsService(db);
  await asUploader({ ...job.audit, ended: false }, () =>
    service.commit(importId, cells, job, job.createdBy, progress),
  );
}

/**
 * After an attempt that threw (a lost connection, a killed process): the job waits for its retry (EM_FILA, nothing
 * stored: its transaction died with it) or, the attempts spent, FALHOU with the reason.
 */
export async function afterFailedAttempt(
  db: Database,
  importId: number,
  attempts: number,
  retries: boolean,
): Promise<void> {
  await db
    .update(clientImportJobs)
    .set(
      retries
        ? { state: 'EM_FILA', rowsDone: 0 }
        : {
            state: 'FALHOU',
            rowsDone: 0,
            reason: r.interrupted(attempts),
            file: null,
            finishedAt: new Date(),
          },
    )
    .where(
      and(eq(clientImportJobs.id, importId), inArray(clientImportJobs.state, ['EM_FILA', 'A_IMPORTAR'])),
    );
}
