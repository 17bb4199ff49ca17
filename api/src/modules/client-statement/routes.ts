import {
  clientDebtSchema,
  clientStatementSchema,
  statementQuerySchema,
} from '@agua/domain/contracts/client-statement';
import { positiveId } from '@agua/domain/contracts/common';
import { base64FileSchema } from '@agua/domain/contracts/invoice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE } from '../../http/access.ts';
import { wantsBinary } from '../../http/content-negotiation.ts';
import { idListParam } from '../../http/list-query.ts';
import { errorResponses } from '../../http/schemas.ts';
import { taskFile } from '../../workers/pool.ts';
import { toClientDebtResponse, toClientStatementResponse } from './responses.ts';
import type * as tasks from './statement-pdf.task.ts';

const tags = ['client-statement'];
const PDF = 'application/pdf';
const statementTasks = taskFile<typeof tasks>(new URL('./statement-pdf.task.ts', import.meta.url));
const clientParams = z.object({ clientId: positiveId('Cliente') });

/** /client-statement: a client's Total em dívida and Extrato de conta, read by both roles (and reporting tools). */
const clientStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/debt',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listClientDebts',
        summary:
          'Total em dívida of each client named (clientIds=, required): unpaid invoices with fines as of today, other charges, credit',
        querystring: z.object({ clientIds: idListParam('clientIds').unwrap() }),
        response: { 200: z.array(clientDebtSchema), ...errorResponses(400) },
      },
    },
    async (request) => (await app.clientStatement.debts(request.query.clientIds)).map(toClientDebtResponse),
  );

  app.get(
    '/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getClientStatement',
        summary:
          "A client's Extrato de conta for a period: every movement with its running balance, the open invoices and Total em dívida",
        params: clientParams,
        querystring: statementQuerySchema,
        response: { 200: clientStatementSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      toClientStatementResponse(await app.clientStatement.statement(request.params.clientId, request.query)),
  );

  app.get(
    '/:clientId/file',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getClientStatementPdf',
        summary:
          "The Extrato de conta PDF (period and contract as getClientStatement): base64 in JSON, or the PDF itself with 'Accept: application/pdf'",
        params: clientParams,
        querystring: statementQuerySchema,
        response: {
          200: base64FileSchema.or(z.any().describe('application/pdf')),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const statement = await app.clientStatement.statement(request.params.clientId, request.query);
      const bytes = await statementTasks.run('statementPdf', statement);
      const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const fileName = `extrato-${statement.clientId}-${statement.from}-${statement.to}.pdf`;
      if (wantsBinary(request.headers.accept, PDF)) {
        return reply.type(PDF).header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
      }
      return { fileName, contentType: PDF, file: pdf.toString('base64') };
    },
  );
};

export default clientStatementRoutes;
