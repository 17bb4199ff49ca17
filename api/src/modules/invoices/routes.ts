import { positiveId } from '@agua/domain/contracts/common';
import {
  base64FileSchema,
  INVOICE_SORT_FIELDS,
  invoiceCreateSchema,
  invoiceResponseSchema,
  invoiceUpdateSchema,
  paymentStatusFilterSchema,
  ZONE_WATER_BILLS_JSON_MAX,
  zoneWaterBillsQuerySchema,
} from '@agua/domain/contracts/invoice';
import { messages } from '@agua/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ONLY, ANY_ROLE } from '../../http/access.ts';
import { wantsBinary } from '../../http/content-negotiation.ts';
import { registerCountRoute } from '../../http/count-route.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { idListParam, listQuerySchema, sendPage } from '../../http/list-query.ts';
import { errorResponses, idParamsSchema, noContentSchema } from '../../http/schemas.ts';
import type { InvoiceListQuery } from './queries.ts';
import { readingIdParamsSchema, toInvoiceResponse } from './responses.ts';
import { streamZoneWaterBills, waterBillPdfOffThread } from './water-bills-off-thread.ts';

const tags = ['invoice'];
const PDF = 'application/pdf';
const m = messages.invoices;

/** The query of every invoice list (docs/domain.md "Invoices"). */
const invoiceListQuerySchema = listQuerySchema(INVOICE_SORT_FIELDS).extend({
  clientIds: idListParam('clientIds'),
  zoneIds: idListParam('zoneIds'),
  contractIds: idListParam('contractIds'),
  meterIds: idListParam('meterIds'),
  readingIds: idListParam('readingIds'),
  paymentStatus: paymentStatusFilterSchema
    .optional()
    .describe('PAID, CANCELED, or UNPAID (or empty) for the invoices without a status'),
  unpaid: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true: only unpaid invoices (the older spelling of paymentStatus=UNPAID)'),
});
const listResponses = { 200: z.array(invoiceResponseSchema), ...errorResponses(400) };
const listSummary = 'page/size/q/sort and the filters of GET /invoice; X-Total-Count';

/** /invoice: both roles read and issue invoices; only an administrator edits or deletes one. */
const invoiceRoutes: FastifyPluginAsyncZod<{ mpesaCode: string }> = async (app, { mpesaCode }) => {
  registerCountRoute(app, {
    operationId: 'countInvoices',
    count: () => app.invoices.count(),
    tag: 'invoice',
    summary: 'Number of invoices (Total Facturas)',
  });

  const list = async (query: InvoiceListQuery, reply: Parameters<typeof sendPage>[0]) => {
    const page = await app.invoices.list(query);
    return sendPage(reply, { rows: page.rows.map(toInvoiceResponse), total: page.total });
  };

  app.get(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listInvoices',
        summary:
          'List invoices (ids=, clientIds=, zoneIds=, contractIds=, meterIds=, readingIds=, paymentStatus=, page/size/q/sort; X-Total-Count)',
        querystring: invoiceListQuerySchema,
        response: listResponses,
      },
    },
    (request, reply) => list(request.query, reply),
  );

  app.get(
    '/client/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listInvoicesByClient',
        summary: `A client's invoices (${listSummary})`,
        params: z.object({ clientId: positiveId('Cliente') }),
        querystring: invoiceListQuerySchema,
        response: listResponses,
      },
    },
    (request, reply) => list({ ...request.query, clientIds: [request.params.clientId] }, reply),
  );

  app.get(
    '/client/by-status/:clientId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listInvoicesByClientAndStatus',
        summary: `A client's invoices of one payment status: PAID, CANCELED, or UNPAID (or empty) (${listSummary})`,
        params: z.object({ clientId: positiveId('Cliente') }),
        querystring: invoiceListQuerySchema.extend({ paymentStatus: paymentStatusFilterSchema }),
        response: listResponses,
      },
    },
    (request, reply) => list({ ...request.query, clientIds: [request.params.clientId] }, reply),
  );

  app.get(
    '/meter/:meterId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listInvoicesByMeter',
        summary: `A meter's invoices (${listSummary})`,
        params: z.object({ meterId: positiveId('Contador') }),
        querystring: invoiceListQuerySchema,
        response: listResponses,
      },
    },
    (request, reply) => list({ ...request.query, meterIds: [request.params.meterId] }, reply),
  );

  app.get(
    '/zone/:zoneId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'listInvoicesByZone',
        summary: `The invoices of a zone's clients (${listSummary})`,
        params: z.object({ zoneId: positiveId('Zona') }),
        querystring: invoiceListQuerySchema,
        response: listResponses,
      },
    },
    (request, reply) => list({ ...request.query, zoneIds: [request.params.zoneId] }, reply),
  );

  app.post(
    '/',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'createInvoice',
        summary:
          'The invoice of a reading: 201 when issued now, 200 with the existing one (POST /reading already issues it)',
        body: invoiceCreateSchema,
        response: {
          200: invoiceResponseSchema,
          201: invoiceResponseSchema,
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { invoice, created } = await app.invoices.createForReading(request.body.readingId);
      return reply.code(created ? 201 : 200).send(toInvoiceResponse(invoice));
    },
  );

  app.get(
    '/by-reading/:readingId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getInvoiceByReading',
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
        operationId: 'getWaterBillPdf',
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
      // Drawn in a worker thread (a page of pdfkit is milliseconds of CPU that would hold every other request).
      const pdf = await waterBillPdfOffThread(bill);
      if (wantsBinary(request.headers.accept, PDF)) {
        return reply.type(PDF).header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
      }
      return { fileName, contentType: PDF, file: pdf.toString('base64') };
    },
  );

  app.get(
    '/waterBills/:zoneId',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getZoneWaterBillsPdf',
        summary: `The zone's water bills, one page per client owing for the month (month=YYYY-MM, default the zone's most recent month with an unpaid invoice): the month's invoices, the earlier unpaid months (Dívida anterior) with their fines, Total em dívida and how to pay by M-Pesa; onlyMonth=true: only the clients with an unpaid invoice of the month. The PDF itself, streamed, with 'Accept: application/pdf'; base64 in JSON otherwise (at most ${ZONE_WATER_BILLS_JSON_MAX} bills, 413 beyond). 404 for an unknown zone or one without bills to print.`,
        params: z.object({ zoneId: positiveId('Zona') }),
        querystring: zoneWaterBillsQuerySchema,
        response: {
          200: base64FileSchema.or(z.any().describe('application/pdf')),
          ...errorResponses(400, 404, 413),
        },
      },
    },
    async (request, reply) => {
      const { zoneId } = request.params;
      const binary = wantsBinary(request.headers.accept, PDF);
      const plan = await app.invoices.zoneBillsPlan(zoneId, request.query);
      if (!plan) throw notFound(m.zoneWithoutUnpaid);
      if (plan.count === 0) throw notFound(m.zoneWithoutBills);
      // The JSON answer is one string: it cannot be sent before the whole PDF exists, so its size is capped.
      if (!binary && plan.count > ZONE_WATER_BILLS_JSON_MAX)
        throw new HttpError(413, m.tooManyForJson(ZONE_WATER_BILLS_JSON_MAX));
      const bills = app.invoices.zoneClientBills(zoneId, plan);
      const first = await bills.next();
      if (first.done) throw notFound(m.zoneWithoutBills);
      const sample = first.value[0]!;
      const doc = streamZoneWaterBills(first.value, bills, {
        zone: sample.zone.designation,
        enterprise: sample.enterprise.name,
        mpesaCode,
      });
      const { year, month } = plan.month;
      const fileName = `facturas-zona-${zoneId}-${year}-${String(month).padStart(2, '0')}.pdf`;
      if (binary) {
        return reply.type(PDF).header('content-disposition', `inline; filename="${fileName}"`).send(doc);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of doc) chunks.push(chunk as Buffer);
      return { fileName, contentType: PDF, file: Buffer.concat(chunks).toString('base64') };
    },
  );

  app.get(
    '/:id',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'getInvoice',
        summary: 'One invoice',
        params: idParamsSchema,
        response: { 200: invoiceResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => toInvoiceResponse(await app.invoices.getById(request.params.id)),
  );

  app.put(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'updateInvoice',
        summary:
          'Edit the limit date and cancel (CANCELED) or restore (null) an invoice; amounts follow the reading; a paid invoice never changes (409)',
        params: idParamsSchema,
        body: invoiceUpdateSchema,
        response: { 200: invoiceResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => toInvoiceResponse(await app.invoices.update(request.params.id, request.body)),
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        operationId: 'deleteInvoice',
        summary:
          'Delete an unpaid or cancelled invoice (a paid one stays: 409); its reading stays, and POST /invoice issues it again',
        params: idParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await app.invoices.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};

export default invoiceRoutes;
