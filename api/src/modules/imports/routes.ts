import { positiveId } from '@agua/domain/contracts/common';
import {
  clientImportJobResponseSchema,
  clientImportResponseSchema,
  importModeSchema,
  importRefusedSchema,
  importResultSchema,
} from '@agua/domain/contracts/import';
import { messages } from '@agua/domain/messages';
import { toMeticais } from '@agua/domain/money';
import { UNFINISHED_FAILED_DAYS } from '@agua/domain/rules/unfinished-imports';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../http/access.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { receiveUpload, uploadLimits } from '../../http/upload.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ImportQueue } from './import-queue.ts';
import { importTasks } from './import-tasks.ts';
import { importFileKind } from './read.ts';
import { toImportJobResponse } from './responses.ts';
import { clientImportJobs } from './tables.ts';
import { importTemplate } from './template.ts';

const tags = ['import'];
const r = messages.imports.rules;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const importParams = z.object({ importId: positiveId('Importação') });
/** Importar Dados lists at most this many unfinished imports: more would be a queue no office runs. */
const UNFINISHED_LISTED = 20;

/**
 * /import: Importar Dados, administrators only — the template, the upload (a dry run, or the commit queued as a
 * job), one import's progress and the list of committed imports. The upload has the field sheet's limits and zip
 * guard (http/upload.ts, sheet/zip-guard.ts).
 */
const importRoutes: FastifyPluginAsyncZod<{
  databaseUrl: string;
  queue: () => ImportQueue | undefined;
}> = async (app, { databaseUrl, queue }) => {
  await app.register(multipart, { limits: uploadLimits });

  app.get(
    '/clients/template',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'getClientImportTemplate',
        summary: 'The import template (.xlsx): the header row and an example row, in Portuguese',
        response: { 200: z.any().describe(XLSX) },
      },
    },
    async (_request, reply) =>
      reply
        .type(XLSX)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(messages.imports.templateFile)}`,
        )
        .send(await importTemplate(app.db)),
  );

  app.post(
    '/clients',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'importClients',
        summary:
          'Import clients with their meter, contract and opening balance (multipart: file, mode). DRY_RUN lists every row problem and saves nothing; COMMIT checks the same, then queues the import (202, its id: follow it at GET /import/clients/{importId}), which saves all rows or none',
        consumes: ['multipart/form-data'],
        response: {
          200: importResultSchema,
          202: clientImportJobResponseSchema,
          400: importRefusedSchema.or(errorResponses(400)[400]),
          ...errorResponses(409, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, r);
      const mode = importModeSchema.safeParse(upload.fields);
      if (!mode.success) throw badRequest(r.mode, [{ field: 'mode', message: r.mode }]);
      const kind = importFileKind(upload.fileName, upload.mimeType, upload.file.subarray(0, 8));
      const { checksum, ...result } = await importTasks.run('checkImport', {
        file: upload.file,
        kind,
        mode: mode.data.mode,
        databaseUrl,
      });
      if (result.mode === 'DRY_RUN') return reply.code(200).send(result);
      if (result.errorCount > 0)
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: r.rowsRefused(result.errorCount),
          ...result,
        });
      const jobs = queue();
      if (!jobs) throw new HttpError(503, r.queueUnavailable);
      const user = currentUser(request);
      const context = request.auditContext;
      const importId = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(clientImportJobs)
          .values({
            fileName: upload.fileName.slice(0, 200),
            checksum,
            kind,
            file: upload.file,
            rowsTotal: result.rows,
            audit: {
              userId: context?.userId ?? user.userId,
              apiKeyId: context?.apiKeyId ?? null,
              address: context?.address ?? null,
              requestId: context?.requestId ?? null,
              ended: false,
            },
            createdBy: user.userId,
          })
          .returning({ id: clientImportJobs.id });
        const id = created?.id ?? 0;
        await jobs.send(tx, { importId: id });
        return id;
      });
      const found = await app.imports.findJob(importId);
      if (!found) throw notFound(messages.imports.jobNotFound);
      return reply.code(202).send(toImportJobResponse(found));
    },
  );

  app.get(
    '/clients/unfinished',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'listUnfinishedClientImports',
        summary: `The imports queued by a COMMIT that are not finished (EM_FILA, A_IMPORTAR), and those that failed in the last ${UNFINISHED_FAILED_DAYS} days, newest first (at most ${UNFINISHED_LISTED})`,
        response: { 200: z.array(clientImportJobResponseSchema) },
      },
    },
    async () => (await app.imports.unfinishedJobs(UNFINISHED_LISTED)).map(toImportJobResponse),
  );

  app.get(
    '/clients/:importId',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'getClientImport',
        summary:
          'One import queued by a COMMIT: its state (EM_FILA, A_IMPORTAR, CONCLUIDA, FALHOU with the reason), rows done of the total, and what it created',
        params: importParams,
        response: { 200: clientImportJobResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await app.imports.findJob(request.params.importId);
      if (!found) throw notFound(messages.imports.jobNotFound);
      return toImportJobResponse(found);
    },
  );

  app.get(
    '/clients',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'listClientImports',
        summary: 'The committed imports, newest first (the latest 50)',
        response: { 200: z.array(clientImportResponseSchema) },
      },
    },
    async () =>
      (await app.imports.list(50)).map(({ row, createdByName }) => ({
        importId: row.id,
        fileName: row.fileName,
        checksum: row.checksum,
        clients: row.clients,
        openingCredit: toMeticais(row.openingCredit),
        openingDebt: toMeticais(row.openingDebt),
        createdByName,
        createdAt: row.createdAt.toISOString(),
      })),
  );
};

export default importRoutes;
