import { positiveId } from '@agua/domain/contracts/common';
import { base64FileSchema } from '@agua/domain/contracts/invoice';
import { amountOverBound, type MoneyBounds } from '@agua/domain/contracts/money-bounds';
import {
  PAYMENT_METHOD_OPTIONS,
  paymentMethodOptionSchema,
  receiptCreateSchema,
  receiptResponseSchema,
  receiptUpdateSchema,
  reversalQuerySchema,
} from '@agua/domain/contracts/receipt';
import { messages } from '@agua/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { wantsBinary } from '../../http/content-negotiation.ts';
import { registerCountRoute } from '../../http/count-route.ts';
import { HttpError } from '../../http/errors.ts';
import { idempotencyHeadersSchema } from '../../http/idempotency.ts';
import { idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { taskFile } from '../../workers/pool.ts';
import type * as tasks from './receipt-pdf.task.ts';
import { toReceiptResponse } from './responses.ts';
import { RECEIPT_SORT_FIELDS, type ReceiptListQuery } from './service.ts';

const tags = ['receipt'];
const PDF = 'application/pdf';
/** The receipt PDF is drawn in the api's worker threads (receipt-pdf.task.ts). */
const receiptTasks = taskFile<typeof tasks>(new URL('./receipt-pdf.task.ts', import.meta.url));

const receiptListQuerySchema = listQuerySchema(RECEIPT_SORT_FIELDS).extend({
  clientIds: idListParam('clientIds'),
  contractIds: idListParam('contractIds'),
  reversed: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: only reversed receipts; false: only live ones; absent: both'),
});
const listResponses = { 200: z.array(receiptResponseSchema), ...errorResponses(400) };

/** /receipt: both roles read and register payments; only an administrator corrects or reverses one. */
const receiptRoutes: FastifyPluginAsyncZod<{ moneyBounds: MoneyBounds }> = async (app, { moneyBounds }) => {
  registerCountRoute(app, {
    operationId: 'countReceipts',
    count: () => app.receipts.count(),
    tag: 'receipt',
    summary: 'Number of receipts (reversed ones included)',
  });

  const list = async (query: ReceiptListQuery, reply: Parameters<typeof sendPage>[0]) => {
    const page = await app.receipts.list(query);
    return sendPage(reply, { rows: page.rows.map(toReceiptResponse), total: page.total });
  };

  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listReceipts',
        summary: 'List receipts (ids=, clientIds=, contractIds=, reversed=, page/size/q/sort; X-Total-Count)',
        querystring: receiptListQuerySchema,
        response: listResponses,
      },
    },
    (request, reply) => list(request.query, reply),
  );

  app.get(
    '/payment-methods',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listPaymentMethods',
        summary: 'The payment methods with their Portuguese labels',
        response: { 200: z.array(paymentMethodOptionSchema) },
      },
    },
    async () => PAYMENT_METHOD_OPTIONS,
  );

  app.get(
    '/client/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listReceiptsByClient',
        summary: "A client's receipts",
        params: z.object({ clientId: positiveId('Cliente') }),
        querystring: listQuerySchema(RECEIPT_SORT_FIELDS),
        response: listResponses,
      },
    },
    (request, reply) => list({ ...request.query, clientIds: [request.params.clientId] }, reply),
  );

  app.get(
    '/file/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getReceiptPdf',
        summary: "The receipt PDF: base64 in JSON, or the PDF itself with 'Accept: application/pdf'",
        params: idParamsSchema,
        response: {
          200: base64FileSchema.or(z.any().describe('application/pdf')),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const document = await app.receipts.document(request.params.id);
      const fileName = `recibo-${document.receipt.id}.pdf`;
      // Drawn in a worker thread: a page of PDF is milliseconds of CPU every other request would wait behind.
      const bytes = await receiptTasks.run('receiptPdf', document);
      const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (wantsBinary(request.headers.accept, PDF)) {
        return reply.type(PDF).header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
      }
      return { fileName, contentType: PDF, file: pdf.toString('base64') };
    },
  );

  app.get(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getReceipt',
        summary: 'One receipt, with the invoices it paid',
        params: idParamsSchema,
        response: { 200: receiptResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toReceiptResponse(await app.receipts.getById(request.params.id)),
  );

  app.post(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'createReceipt',
        summary:
          'Pay invoices of one contract (or pay on account): one transaction; a repeat with the same Idempotency-Key answers the first answer',
        headers: idempotencyHeadersSchema,
        body: receiptCreateSchema,
        response: { 201: receiptResponseSchema, ...errorResponses(400, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      // The operation's bound (configurable, so not in the static body schema): refused naming the field.
      const over = amountOverBound(request.body.amount, moneyBounds.receipt, messages.receipts.fields.amount);
      if (over) throw new HttpError(400, over, [{ field: 'amount', message: over }]);
      const answer = await app.receipts.pay(
        request.body,
        currentUser(request),
        request.headers['idempotency-key'],
        toReceiptResponse,
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode as 201).send(answer.body as never);
    },
  );

  app.put(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateReceipt',
        summary:
          'Correct how a receipt was paid and what for (money, date, client and invoices never change)',
        params: idParamsSchema,
        body: receiptUpdateSchema,
        response: { 200: receiptResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => toReceiptResponse(await app.receipts.correct(request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'reverseReceipt',
        summary:
          'Reverse a receipt: it stays, marked reversed; its invoices are unpaid again and ledger rows (noting reason=) undo its balance change',
        params: idParamsSchema,
        querystring: reversalQuerySchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.receipts.reverse(request.params.id, currentUser(request), request.query.reason);
      return reply.code(204).send();
    },
  );
};

export default receiptRoutes;
