import {
  MPESA_STATUSES,
  mpesaPaymentCreateSchema,
  mpesaPaymentResponseSchema,
} from '@agua/domain/contracts/mpesa-payment';
import { messages } from '@agua/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toMpesaPaymentResponse } from './responses.ts';
import { MPESA_SORT_FIELDS } from './service.ts';

const tags = ['mpesa-payment'];

const statusListParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).filter(Boolean);
    const known = parts.filter((part): part is (typeof MPESA_STATUSES)[number] =>
      (MPESA_STATUSES as readonly string[]).includes(part),
    );
    if (parts.length === 0 || known.length !== parts.length) {
      ctx.addIssue({ code: 'custom', message: messages.mpesa.api.invalidStatus });
      return z.NEVER;
    }
    return known;
  })
  .optional()
  .describe(`status: comma-separated, of ${MPESA_STATUSES.join(', ')}`);

const listQuery = listQuerySchema(MPESA_SORT_FIELDS).extend({
  status: statusListParam,
  clientIds: idListParam('clientIds'),
});

/** /mpesa-payment: staff ask a client's phone for what invoices owe; an administrator reverses a paid one. */
const mpesaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: ANY_ROLE,
      schema: {
        operationId: 'listMpesaPayments',
        tags,
        summary:
          'List M-Pesa payment requests, newest first (status=, clientIds=, ids=, page/size/q/sort; X-Total-Count)',
        querystring: listQuery,
        response: { 200: z.array(mpesaPaymentResponseSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = await app.mpesa.payments.list(request.query);
      return sendPage(reply, { rows: page.rows.map(toMpesaPaymentResponse), total: page.total });
    },
  );

  app.get(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        operationId: 'getMpesaPayment',
        tags,
        summary: 'One M-Pesa payment request and where it stands',
        params: idParamsSchema,
        response: { 200: mpesaPaymentResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toMpesaPaymentResponse(await app.mpesa.payments.getById(request.params.id)),
  );

  app.post(
    '',
    {
      config: ANY_ROLE,
      schema: {
        operationId: 'createMpesaPayment',
        tags,
        summary:
          "Ask the client's phone for what the invoices owe: answers the PENDING request at once; the provider call runs in the job queue",
        body: mpesaPaymentCreateSchema,
        response: { 201: mpesaPaymentResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const created = await app.mpesa.payments.create(request.body, currentUser(request));
      return reply.code(201).send(toMpesaPaymentResponse(created));
    },
  );

  app.post(
    '/:id/reverse',
    {
      config: ADMIN_ONLY,
      schema: {
        operationId: 'reverseMpesaPayment',
        tags,
        summary:
          'Reverse a paid M-Pesa payment: the provider returns the money, then the receipt is reversed',
        params: idParamsSchema,
        response: { 200: mpesaPaymentResponseSchema, ...errorResponses(400, 404, 409, 503) },
      },
    },
    async (request) =>
      toMpesaPaymentResponse(await app.mpesa.worker.reverse(request.params.id, currentUser(request))),
  );
};

export default mpesaRoutes;
