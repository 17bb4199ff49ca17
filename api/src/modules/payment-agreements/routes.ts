import { positiveId } from '@agua/domain/contracts/common';
import {
  agreementCancelSchema,
  agreementCreateSchema,
  agreementResponseSchema,
  contractAgreementsResponseSchema,
  instalmentPaymentSchema,
} from '@agua/domain/contracts/payment-agreement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { errorResponses, idParamsSchema } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toAgreementResponse, toContractAgreementsResponse } from './responses.ts';

const tags = ['payment-agreements'];

/**
 * /payment-agreements: an administrator makes and cancels agreements; both roles read them and take an instalment's
 * payment at the counter (docs/domain.md "Payment agreements").
 */
const paymentAgreementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contract/:contractId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listPaymentAgreementsByContract',
        summary: "A contract's payment agreements with their instalments, and its Total em dívida today",
        params: z.object({ contractId: positiveId('Contrato') }),
        response: { 200: contractAgreementsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      toContractAgreementsResponse(await app.paymentAgreements.forContract(request.params.contractId)),
  );

  app.post(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'createPaymentAgreement',
        summary:
          "Split a contract's debt into a down payment and 2–24 monthly instalments (one running agreement per contract)",
        body: agreementCreateSchema,
        response: { 201: agreementResponseSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(toAgreementResponse(await app.paymentAgreements.create(request.body, currentUser(request)))),
  );

  app.post(
    '/:id/cancel',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'cancelPaymentAgreement',
        summary: 'Cancel a running payment agreement, with the reason; the receipts already paid stay',
        params: idParamsSchema,
        body: agreementCancelSchema,
        response: { 200: agreementResponseSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) =>
      toAgreementResponse(
        await app.paymentAgreements.cancel(request.params.id, request.body.reason, currentUser(request)),
      ),
  );

  app.post(
    '/:id/instalments/:number/payment',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'payPaymentAgreementInstalment',
        summary:
          'Pay the next instalment of a running agreement: a receipt of its amount that pays the oldest invoices it covers',
        params: idParamsSchema.extend({
          number: z.coerce.number().int().min(0).max(24).describe('0 = the down payment'),
        }),
        body: instalmentPaymentSchema,
        response: {
          201: agreementResponseSchema.extend({ receiptId: z.number().int() }),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { receiptId, ...paid } = await app.paymentAgreements.payInstalment(
        request.params.id,
        request.params.number,
        request.body,
        currentUser(request),
      );
      return reply.code(201).send({ ...toAgreementResponse(paid), receiptId });
    },
  );
};

export default paymentAgreementRoutes;
