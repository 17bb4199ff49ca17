import { base64FileSchema } from '@agua/domain/contracts/invoice';
import { tillCloseSchema, tillQuerySchema, tillResponseSchema } from '@agua/domain/contracts/till';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE } from '../../http/access.ts';
import { wantsBinary } from '../../http/content-negotiation.ts';
import { errorResponses } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { taskFile } from '../../workers/pool.ts';
import { toTillResponse } from './responses.ts';
import type * as tasks from './till-pdf.task.ts';

const tags = ['tills'];
const PDF = 'application/pdf';
// Drawing a page of pdfkit is milliseconds of CPU that would hold every other request: in a worker thread.
const tillTasks = taskFile<typeof tasks>(new URL('./till-pdf.task.ts', import.meta.url));

/** /tills: each staff member sees and closes their own till; an administrator any (docs/domain.md "Fecho de caixa"). */
const tillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getTill',
        summary:
          "A staff member's till for a day: receipts by method, reversals, the cash expected, and its closing",
        querystring: tillQuerySchema,
        response: { 200: tillResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    // A reporting tool's API key reads any till it names (no till of its own).
    async (request) =>
      toTillResponse(await app.tills.summary(request.apiKey ? null : currentUser(request), request.query)),
  );

  app.get(
    '/file',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getTillPdf',
        summary:
          "The Fecho de caixa PDF for the supervisor (day and user as getTill): receipts by method, reversals, cash expected, counted and the difference; base64 in JSON, or the PDF itself with 'Accept: application/pdf'",
        querystring: tillQuerySchema,
        response: {
          200: base64FileSchema.or(z.any().describe('application/pdf')),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const till = await app.tills.summary(request.apiKey ? null : currentUser(request), request.query);
      const bytes = await tillTasks.run('tillPdf', till);
      const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const fileName = `fecho-de-caixa-${till.userId}-${till.day}.pdf`;
      if (wantsBinary(request.headers.accept, PDF)) {
        return reply.type(PDF).header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
      }
      return { fileName, contentType: PDF, file: pdf.toString('base64') };
    },
  );

  app.post(
    '/close',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'closeTill',
        summary:
          'Fecho de caixa: record the cash counted for a day; the day then takes no more receipts of that user',
        body: tillCloseSchema,
        response: { 201: tillResponseSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toTillResponse(await app.tills.close(currentUser(request), request.body))),
  );
};

export default tillRoutes;
