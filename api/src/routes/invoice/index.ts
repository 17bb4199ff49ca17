import { base64FileSchema, invoiceCreateSchema, invoiceResponseSchema } from '@agua/domain/contracts/invoice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoices } from '../../db/schema.ts';
import { ANY_ROLE } from '../../http/access.ts';
import { idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema } from '../../http/schemas.ts';
import { INVOICE_SORT_FIELDS } from '../../services/invoices.ts';
import { registerCountRoute } from '../count-route.ts';
import { readingIdParamsSchema, toInvoiceResponse, wantsBinary } from './schemas.ts';
import { renderWaterBill, waterBillBuffer } from './water-bill-pdf.ts';

const tags = ['invoice'];
const PDF = 'application/pdf';

/** /invoice: invoices issued from readings, and the invoice PDF. */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCountRoute(app, invoices, { tag: 'invoice', summary: 'Number of invoices (Total Facturas)' });

  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        summary: 'List invoices (ids=, contractIds=, unpaid=true, page/size/sort; X-Total-Count)',
        querystring: listQuerySchema(INVOICE_SORT_FIELDS).extend({
          contractIds: idListParam('contractIds'),
          unpaid: z
            .enum(['true', 'false'])
            .transform((value) => value === 'true')
            .optional()
            .describe('true: only unpaid invoices (no paymentStatus)'),
        }),
        response: { 200: z.array(invoiceResponseSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = await app.invoices.list(request.query);
      return sendPage(reply, { rows: page.rows.map(toInvoiceResponse), total: page.total });
    },
  );

  app.post(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        summary: 'Issue the invoice of a reading (one per reading)',
        body: invoiceCreateSchema,
        response: { 201: invoiceResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toInvoiceResponse(await app.invoices.createForReading(request.body.readingId))),
  );

  app.get(
    '/by-reading/:readingId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        summary: "A reading's invoice",
        params: readingIdParamsSchema,
        response: { 200: invoiceResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toInvoiceResponse(await app.invoices.getByReading(request.params.readingId)),
  );

  app.get(
    '/waterBill/:readingId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        summary:
          "The invoice PDF of a reading: base64 in JSON, or the PDF itself with 'Accept: application/pdf'",
        params: readingIdParamsSchema,
        response: {
          200: base64FileSchema.or(z.any().describe('application/pdf')),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const bill = await app.invoices.waterBill(request.params.readingId);
      const fileName = `factura-${bill.invoice.id}.pdf`;
      if (wantsBinary(request.headers.accept, PDF)) {
        return reply
          .type(PDF)
          .header('content-disposition', `inline; filename="${fileName}"`)
          .send(renderWaterBill(bill));
      }
      const pdf = await waterBillBuffer(bill);
      return { fileName, contentType: PDF, file: pdf.toString('base64') };
    },
  );

  app.get(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        summary: 'One invoice',
        params: idParamsSchema,
        response: { 200: invoiceResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toInvoiceResponse(await app.invoices.getById(request.params.id)),
  );
};

export default invoiceRoutes;
