import type { IncomingHttpHeaders } from 'node:http';
import { messages } from '@agua/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';

// Spreadsheets and PDFs do not belong inside GraphQL as base64: /files/* streams the api's bytes straight through
// (both ways for the upload), forwarding the caller's token, so the gateway never holds a whole file in memory.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';
/** Headers of the api's answer worth passing on to the browser. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition'] as const;

interface Forward {
  method: 'GET' | 'POST';
  path: string;
  accept: string;
  body?: FastifyRequest['raw'];
  contentType?: string;
}

export function registerFiles(app: FastifyInstance, apiUrl: string): void {
  const url = new URL(apiUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  // A pool of its own: a slow download must not hold sockets the GraphQL data sources need.
  const pool = new Pool(url.origin, { connections: 16, keepAliveTimeout: 10_000, bodyTimeout: 120_000 });
  app.addHook('onClose', async () => pool.close());

  async function forward(request: FastifyRequest, reply: FastifyReply, target: Forward) {
    const headers: Record<string, string> = { accept: target.accept };
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    if (target.contentType) headers['content-type'] = target.contentType;
    if (request.headers['content-length']) headers['content-length'] = request.headers['content-length'];
    headers['x-forwarded-for'] = request.ip;
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await pool.request({
        method: target.method,
        path: basePath + target.path,
        headers,
        body: target.body,
      });
    } catch (cause) {
      request.log.warn({ err: cause }, 'api unreachable for a file');
      return reply.code(502).send({ statusCode: 502, error: 'Bad Gateway', message: messages.http.other });
    }
    reply.code(response.statusCode);
    for (const name of PASSED_HEADERS) {
      const value = (response.headers as IncomingHttpHeaders)[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.send(response.body);
  }

  // The upload's multipart body is not parsed here: it is piped to the api, which enforces every limit.
  app.register(async (files) => {
    files.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    files.get<{ Querystring: { zoneId?: string } }>('/files/readings/export', (request, reply) =>
      forward(request, reply, {
        method: 'GET',
        path: `/reading/export/last-readings/by-zone?zoneId=${encodeURIComponent(request.query.zoneId ?? '')}`,
        accept: XLSX,
      }),
    );

    files.post('/files/readings/upload', (request, reply) =>
      forward(request, reply, {
        method: 'POST',
        path: '/reading/upload',
        accept: 'application/json',
        body: request.raw,
        contentType: request.headers['content-type'] ?? 'application/octet-stream',
      }),
    );

    // Reconciliação M-Pesa: the statement export, piped to the api as the field sheet is.
    files.post('/files/mpesa/statements', (request, reply) =>
      forward(request, reply, {
        method: 'POST',
        path: '/mpesa-statement/upload',
        accept: 'application/json',
        body: request.raw,
        contentType: request.headers['content-type'] ?? 'application/octet-stream',
      }),
    );

    // The printed cut orders: the selection (meterIds, or zoneId and minDaysOverdue) passes through as given.
    files.get<{ Querystring: { meterIds?: string; zoneId?: string; minDaysOverdue?: string } }>(
      '/files/cuts/orders',
      (request, reply) => {
        const query = new URLSearchParams();
        for (const name of ['meterIds', 'zoneId', 'minDaysOverdue'] as const) {
          const value = request.query[name];
          if (typeof value === 'string') query.set(name, value);
        }
        return forward(request, reply, { method: 'GET', path: `/cut/orders?${query}`, accept: PDF });
      },
    );

    files.get<{ Params: { readingId: string } }>('/files/invoices/water-bill/:readingId', (request, reply) =>
      forward(request, reply, {
        method: 'GET',
        path: `/invoice/waterBill/${encodeURIComponent(request.params.readingId)}`,
        accept: PDF,
      }),
    );

    // Every unpaid invoice of a zone in one PDF, streamed page by page however many there are.
    files.get<{ Params: { zoneId: string } }>('/files/invoices/water-bills/:zoneId', (request, reply) =>
      forward(request, reply, {
        method: 'GET',
        path: `/invoice/waterBills/${encodeURIComponent(request.params.zoneId)}`,
        accept: PDF,
      }),
    );

    // A report as .xlsx or .csv (format=), over the period and zone given; the api validates every parameter.
    files.get<{
      Params: { report: string };
      Querystring: { from?: string; to?: string; zoneId?: string; format?: string };
    }>('/files/reports/:report', (request, reply) => {
      const query = new URLSearchParams();
      for (const name of ['from', 'to', 'zoneId', 'format'] as const) {
        const value = request.query[name];
        if (typeof value === 'string') query.set(name, value);
      }
      return forward(request, reply, {
        method: 'GET',
        path: `/report/${encodeURIComponent(request.params.report)}/file?${query}`,
        accept: `${XLSX}, text/csv`,
      });
    });

    files.get<{ Params: { receiptId: string } }>('/files/receipts/:receiptId', (request, reply) =>
      forward(request, reply, {
        method: 'GET',
        path: `/receipt/file/${encodeURIComponent(request.params.receiptId)}`,
        accept: PDF,
      }),
    );
  });
}
