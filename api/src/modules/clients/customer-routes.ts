import { positiveId } from '@agua/domain/contracts/common';
import { customerUpdatedSchema, customerUpdateSchema } from '@agua/domain/contracts/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE } from '../../http/access.ts';
import { errorResponses } from '../../http/schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { updateCustomer } from './customer-update.ts';

/** /customer: the Clientes edit, a client and its contract saved as one. */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags: ['client'],
        operationId: 'updateCustomer',
        summary:
          'The customer edit: a client and its contract in one transaction (a changed balance is an ADMIN-only adjustment with balanceReason)',
        params: z.object({ clientId: positiveId('Cliente') }),
        body: customerUpdateSchema,
        response: { 200: customerUpdatedSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    (request) => updateCustomer(app, request.params.clientId, request.body, currentUser(request)),
  );
};

export default customerRoutes;
