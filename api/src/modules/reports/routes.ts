import {
  billingCollectionRowSchema,
  consumptionRowSchema,
  debtAgingRowSchema,
  nonRevenueMeterRowSchema,
  nonRevenueZoneRowSchema,
  paymentMethodRowSchema,
  REPORT_FORMATS,
  REPORT_NAMES,
  type ReportFilter,
  type ReportName,
  readingsProgressRowSchema,
  reportQuerySchema,
  topDebtorRowSchema,
} from '@agua/domain/contracts/report';
import { messages } from '@agua/domain/messages';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE } from '../../http/access.ts';
import { DEFAULT_PAGE_SIZE, pageParams, sendPage } from '../../http/list-query.ts';
import { errorResponses } from '../../http/schemas.ts';
import { CSV, reportFileName, writeReportCsv, writeReportXlsx, XLSX } from './report-file.ts';

const tags = ['reports'];
const r = messages.reports;

const pagedQuerySchema = reportQuerySchema.and(z.object(pageParams));

const fileParamsSchema = z.object({
  report: z.enum(REPORT_NAMES, { error: r.api.invalidReport }).describe('Which report'),
});
const fileQuerySchema = reportQuerySchema.and(
  z.object({
    format: z
      .enum(REPORT_FORMATS, { error: r.api.invalidFormat })
      .default('xlsx')
      .describe('xlsx (default), csv (pt-PT: ";" and decimal comma) or csv-intl ("," and decimal point)'),
  }),
);

/** The whole-list reports: path, operationId, summary and row schema. */
const LISTS = [
  {
    name: 'billing-collection',
    operationId: 'getBillingCollectionReport',
    summary:
      'Billing vs collection per month: invoiced (cancelled excluded), collected and fines paid that month, collection rate',
    row: billingCollectionRowSchema,
  },
  {
    name: 'debt-aging',
    operationId: 'getDebtAgingReport',
    summary:
      "Debt aging per zone: the period's unpaid invoices in 0–30, 31–60, 61–90, > 90 days overdue, and clients",
    row: debtAgingRowSchema,
  },
  {
    name: 'consumption',
    operationId: 'getConsumptionReport',
    summary: 'Consumption per zone and month: m³, readings and average per meter read',
    row: consumptionRowSchema,
  },
  {
    name: 'non-revenue-zones',
    operationId: 'getNonRevenueZonesReport',
    summary: 'Consumption per zone against the same months one year earlier (fell = below last year)',
    row: nonRevenueZoneRowSchema,
  },
  {
    name: 'payment-methods',
    operationId: 'getPaymentMethodsReport',
    summary: 'Payment methods mix per month: live receipts and their amount per method',
    row: paymentMethodRowSchema,
  },
  {
    name: 'readings-progress',
    operationId: 'getReadingsProgressReport',
    summary:
      "Readings progress of the period's last month per zone: expected meters vs readings registered/approved",
    row: readingsProgressRowSchema,
  },
] as const;

/** The paged reports (page/size; X-Total-Count). */
const PAGED = [
  {
    name: 'top-debtors',
    operationId: 'getTopDebtorsReport',
    summary:
      "Top debtors: clients by unpaid amount of the period's invoices, largest first (page/size; X-Total-Count)",
    row: topDebtorRowSchema,
  },
  {
    name: 'non-revenue-meters',
    operationId: 'getNonRevenueMetersReport',
    summary:
      'Non-revenue signals: meters whose last three readings of the period are all zero or each lower (page/size; X-Total-Count)',
    row: nonRevenueMeterRowSchema,
  },
] as const;

/** /report: read-only reports over a period (from/to, YYYY-MM) and an optional zone, for both roles. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const report of LISTS) {
    app.get(
      `/${report.name}`,
      {
        config: ANY_ROLE,
        schema: {
          tags,
          operationId: report.operationId,
          summary: report.summary,
          querystring: reportQuerySchema,
          response: { 200: z.array(report.row), ...errorResponses(400) },
        },
      },
      async (request) => app.reports.all(report.name, request.query as ReportFilter),
    );
  }

  for (const report of PAGED) {
    app.get(
      `/${report.name}`,
      {
        config: ANY_ROLE,
        schema: {
          tags,
          operationId: report.operationId,
          summary: report.summary,
          querystring: pagedQuerySchema,
          response: { 200: z.array(report.row), ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const { page, size = DEFAULT_PAGE_SIZE, ...filter } = request.query;
        if (!page) {
          const rows = await app.reports.all(report.name, filter);
          return sendPage(reply, { rows, total: rows.length });
        }
        return sendPage(
          reply,
          await app.reports.page(report.name, filter, { limit: size, offset: (page - 1) * size }),
        );
      },
    );
  }

  app.get(
    '/:report/file',
    {
      config: ANY_ROLE,
      schema: {
        tags,
        operationId: 'downloadReport',
        summary:
          'A report as a file (format=xlsx, the default, or csv), streamed row by row with a Total row last; headers in Portuguese',
        params: fileParamsSchema,
        querystring: fileQuerySchema,
        response: { 200: z.any().describe(`${XLSX} or text/csv`), ...errorResponses(400) },
      },
    },
    async (request, reply) => sendReportFile(reply, request.params.report, request.query),
  );

  function sendReportFile(
    reply: FastifyReply,
    name: ReportName,
    query: ReportFilter & { format: (typeof REPORT_FORMATS)[number] },
  ) {
    const { format, ...filter } = query;
    const batches = app.reports.batches(name, filter);
    const csv = format === 'csv' || format === 'csv-intl';
    const file = csv
      ? writeReportCsv(name, batches, format === 'csv' ? 'pt' : 'intl')
      : writeReportXlsx(name, batches);
    // A reader that goes away stops the cursor: destroying the stream ends the generator, which rolls back.
    reply.raw.on('close', () => {
      if (!file.readableEnded) file.destroy();
    });
    const fileName = reportFileName(name, filter, csv ? 'csv' : 'xlsx');
    return reply
      .type(csv ? CSV : XLSX)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(file);
  }
};

export default reportRoutes;
