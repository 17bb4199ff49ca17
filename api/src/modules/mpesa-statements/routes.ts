import {
  statementAttachResponseSchema,
  statementAttachSchema,
  statementLineResponseSchema,
  statementLinesQuerySchema,
  statementResponseSchema,
  statementSummarySchema,
  statementUploadRefusedSchema,
} from '@agua/domain/contracts/mpesa-statement';
import { messages } from '@agua/domain/messages';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema } from '../../http/schemas.ts';
import { receiveUpload, uploadLimits } from '../../http/upload.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toStatementLineResponse, toStatementResponse, toStatementSummaryResponse } from './responses.ts';
import { readStatementCsv } from './statement-csv.ts';

const tags = ['mpesa-statement'];
const a = messages.mpesa.statement.api;
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'];

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('1-based page number'),
  size: z.coerce.number().int().min(1).max(100).default(20).describe('Statements per page'),
});
const lineParams = idParamsSchema.extend({
  lineId: z.coerce.number().int().positive().describe('The statement line'),
});

/** /mpesa-statement: administrators upload a statement and attach its unmatched lines; both roles read them. */
const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: uploadLimits });

  app.get(
    '',
    {
      config: ANY_ROLE,
      schema: {
        operationId: 'listMpesaStatements',
        tags,
        summary: 'Uploaded M-Pesa statements, newest first (page/size; X-Total-Count)',
        querystring: pageQuery,
        response: { 200: z.array(statementSummarySchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = await app.mpesaStatements.list(request.query.page, request.query.size);
      return sendPage(reply, { rows: page.rows.map(toStatementSummaryResponse), total: page.total });
    },
  );

  app.get(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        operationId: 'getMpesaStatement',
        tags,
        summary:
          'A statement reconciled: how many lines are matched, amount-mismatched or unmatched (and their totals), and the M-Pesa receipts of its period it lacks; its lines are paged at /{id}/lines',
        params: idParamsSchema,
        response: { 200: statementResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toStatementResponse(await app.mpesaStatements.get(request.params.id)),
  );

  app.get(
    '/:id/lines',
    {
      config: ANY_ROLE,
      schema: {
        operationId: 'listMpesaStatementLines',
        tags,
        summary:
          "A page of a statement's lines in file order, each with what it matches, of one group or all (page/size; X-Total-Count)",
        params: idParamsSchema,
        querystring: statementLinesQuerySchema,
        response: { 200: z.array(statementLineResponseSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const page = await app.mpesaStatements.linePage(request.params.id, request.query);
      return sendPage(reply, { rows: page.rows.map(toStatementLineResponse), total: page.total });
    },
  );

  app.post(
    '/upload',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'uploadMpesaStatement',
        tags,
        summary:
          'Upload an M-Pesa statement export (multipart: file, .csv): stored and reconciled. Any bad row refuses the whole file.',
        consumes: ['multipart/form-data'],
        response: {
          201: statementResponseSchema,
          400: statementUploadRefusedSchema.or(errorResponses(400)[400]),
          ...errorResponses(413, 415),
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, a);
      const name = upload.fileName.toLowerCase();
      const isZip = upload.file.length >= 4 && upload.file.readUInt32LE(0) === 0x04034b50;
      if (isZip || !(name.endsWith('.csv') || CSV_TYPES.includes(upload.mimeType)))
        throw new HttpError(415, a.fileType);
      const parsed = readStatementCsv(upload.file);
      if (!parsed.ok) {
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: a.rowsRefused(parsed.errors.length),
          rows: parsed.errors,
        });
      }
      const id = await app.mpesaStatements.store(upload.fileName, parsed.lines, currentUser(request));
      return reply.code(201).send(toStatementResponse(await app.mpesaStatements.get(id)));
    },
  );

  app.post(
    '/:id/lines/:lineId/attach',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'attachMpesaStatementLine',
        tags,
        summary:
          "An unmatched line becomes the client's M-Pesa payment (the receipt rules: open invoices oldest first, the rest as credit); once only",
        params: lineParams,
        body: statementAttachSchema,
        response: {
          200: statementAttachResponseSchema,
          201: statementAttachResponseSchema,
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { id, lineId } = request.params;
      const result = await app.mpesaStatements.attach(id, lineId, request.body, currentUser(request));
      return reply
        .code(result.replayed ? 200 : 201)
        .send({ ...result, line: toStatementLineResponse(result.line) });
    },
  );
};

export default statementRoutes;
