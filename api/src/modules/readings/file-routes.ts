import { base64FileSchema } from '@agua/domain/contracts/invoice';
import {
  readingPeriodSchema,
  readingUploadRefusedSchema,
  readingUploadResultSchema,
} from '@agua/domain/contracts/reading';
import { currentPeriod, fileStamp } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE } from '../../http/access.ts';
import { wantsBinary } from '../../http/content-negotiation.ts';
import { badRequest } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { receiveUpload, uploadLimits } from '../../http/upload.ts';
import { currentUser } from '../../plugins/auth.ts';
import { taskFile } from '../../workers/pool.ts';
import type * as tasks from './field-sheet.task.ts';
import { fieldSheetQuerySchema } from './query-schemas.ts';
import { sheetKind } from './sheet/read.ts';
import { XLSX } from './sheet/write.ts';

const tags = ['reading'];
const r = messages.readings.rules;
/** The field sheet's export and upload run in the api's worker threads (field-sheet.task.ts). */
const fieldSheetTasks = taskFile<typeof tasks>(new URL('./field-sheet.task.ts', import.meta.url));

/** The field sheet out (export) and back in (upload); the worker threads doing the work reach `databaseUrl`. */
const readingFileRoutes: FastifyPluginAsyncZod<{ databaseUrl: string }> = async (app, { databaseUrl }) => {
  await app.register(multipart, { limits: uploadLimits });

  app.get(
    '/export/last-readings/by-zone',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getZoneFieldSheet',
        summary:
          "A zone's field sheet (.xlsx) for this month, every meter or (unread=true) only those not read yet: base64 " +
          'in JSON, or the file itself when the Accept header asks for the spreadsheet',
        querystring: fieldSheetQuerySchema,
        response: { 200: base64FileSchema.or(z.any().describe(XLSX)), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const period = (({ year, month }) => ({ readingYear: year, readingMonth: month }))(currentPeriod());
      // Reading 50,000 rows and writing them as .xlsx is seconds of work: a worker thread does it all, on its own
      // connections, while this one answers others.
      const { bytes, ...zone } = await fieldSheetTasks.run('exportFieldSheet', {
        zoneId: request.query.zoneId,
        period,
        onlyUnread: request.query.unread,
        databaseUrl,
      });
      const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      // Stamped in Maputo time: the name says when, on the office's clock, the sheet was taken.
      const fileName = `${zone.description.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'zona'}_${fileStamp()}.xlsx`;
      if (wantsBinary(request.headers.accept, XLSX)) {
        return reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
          .send(file);
      }
      return { fileName, contentType: XLSX, file: file.toString('base64') };
    },
  );

  app.post(
    '/upload',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'uploadFieldSheet',
        summary:
          'Upload a filled field sheet (multipart: file, readingMonth, readingYear). Any bad row refuses the whole file.',
        consumes: ['multipart/form-data'],
        response: {
          201: readingUploadResultSchema,
          400: readingUploadRefusedSchema.or(errorResponses(400)[400]),
          ...errorResponses(413, 415),
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, r);
      const period = readingPeriodSchema.safeParse(upload.fields);
      if (!period.success)
        throw badRequest(
          messages.validation.fieldErrors,
          period.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? ''),
            message: issue.message,
          })),
        );
      const kind = sheetKind(upload.fileName, upload.mimeType, upload.file.subarray(0, 8));
      // Parsing 50,000 rows, checking them against the database and writing them is seconds of work: a worker thread
      // does it all, on its own connections, while this one answers other requests.
      const result = await fieldSheetTasks.run('importFieldSheet', {
        file: upload.file,
        kind,
        period: period.data,
        actor: currentUser(request),
        databaseUrl,
      });
      if (!result.ok) {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: r.rowsRefused(result.errors.length),
          rows: result.errors,
        });
      }
      const { ok: _ok, readingIds, ...summary } = result;
      return reply.code(201).send({ ...summary, readingIds: Array.from(readingIds) });
    },
  );
};

export default readingFileRoutes;
