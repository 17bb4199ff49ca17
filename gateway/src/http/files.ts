import type { IncomingHttpHeaders } from 'node:http';
import { FILES, type FileRoute, fillPath } from '@agua/domain/contracts/files';
import { messages } from '@agua/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Pool } from 'undici';

// Spreadsheets and PDFs do not belong inside GraphQL as base64: /files/* streams the api's bytes straight through
// (both ways for the upload), forwarding the caller's token, so the gateway never holds a whole file in memory.

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
      return reply
        .code(502)
        .send({ statusCode: 502, error: 'Bad Gateway', message: messages.gateway.apiUnavailable });
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

    for (const file of Object.values(FILES) as FileRoute[]) {
      files.route<{ Params: Record<string, string>; Querystring: Record<string, unknown> }>({
        method: file.method,
        url: file.path,
        handler: (request, reply) =>
          forward(request, reply, {
            method: file.method,
            path: fillPath(file.apiPath, file.query, request.params, stringsOf(request.query)),
            accept: file.accept,
            ...(file.method === 'POST'
              ? {
                  body: request.raw,
                  contentType: request.headers['content-type'] ?? 'application/octet-stream',
                }
              : {}),
          }),
      });
    }
  });
}

/** The query parameters given once as text; repeated or odd ones are left for the api to ask for again. */
function stringsOf(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
