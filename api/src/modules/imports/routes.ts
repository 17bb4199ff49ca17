import {
  clientImportResponseSchema,
  importModeSchema,
  importRefusedSchema,
  importResultSchema,
} from '@agua/domain/contracts/import';
import { messages } from '@agua/domain/messages';
import { toMeticais } from '@agua/domain/money';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY } from '../../http/access.ts';
import { badRequest } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { receiveUpload, uploadLimits } from '../../http/upload.ts';
import { currentUser } from '../../plugins/auth.ts';
import { taskFile } from '../../workers/pool.ts';
import type * as tasks from './imports.task.ts';
import { importFileKind } from './read.ts';
import { importTemplate } from './template.ts';

const tags = ['import'];
const r = messages.imports.rules;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Reading, checking and storing a file run in the api's worker threads (imports.task.ts). */
const importTasks = taskFile<typeof tasks>(new URL('./imports.task.ts', import.meta.url));

/**
 * /import: Importar Dados, administrators only — the template, the upload (a dry run or the commit) and the list
 * of committed imports. The upload has the field sheet's limits and zip guard (http/upload.ts, sheet/zip-guard.ts).
 */
const importRoutes: FastifyPluginAsyncZod<{ databaseUrl: string }> = async (app, { databaseUrl }) => {
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
          'Import clients with their meter, contract and opening balance (multipart: file, mode). DRY_RUN lists every row problem and saves nothing; COMMIT saves all rows or none',
        consumes: ['multipart/form-data'],
        response: {
          200: importResultSchema,
          201: importResultSchema,
          400: importRefusedSchema.or(errorResponses(400)[400]),
          ...errorResponses(409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, r);
      const mode = importModeSchema.safeParse(upload.fields);
      if (!mode.success) throw badRequest(r.mode, [{ field: 'mode', message: r.mode }]);
      const kind = importFileKind(upload.fileName, upload.mimeType, upload.file.subarray(0, 8));
      const user = currentUser(request);
      const context = request.auditContext;
      const result = await importTasks.run('runImport', {
        file: upload.file,
        kind,
        fileName: upload.fileName.slice(0, 200),
        mode: mode.data.mode,
        userId: user.userId,
        audit: {
          userId: context?.userId ?? user.userId,
          apiKeyId: context?.apiKeyId ?? null,
          address: context?.address ?? null,
          requestId: context?.requestId ?? null,
          ended: false,
        },
        databaseUrl,
      });
      if (result.mode === 'COMMIT' && !result.committed)
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: r.rowsRefused(result.errorCount),
          ...result,
        });
      return reply.code(result.committed ? 201 : 200).send(result);
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
