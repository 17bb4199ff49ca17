import { Readable } from 'node:stream';
import { type ApolloServer, type BaseContext, HeaderMap, type HTTPGraphQLRequest } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressAnswer } from './compress-answer.ts';

/**
 * Runs a request through Apollo's HTTP handling (GET and POST rules, CSRF prevention, status and headers of the
 * answer) and sends Apollo's answer. What `@as-integrations/fastify` does, minus a `new URL` built from the request's
 * protocol and host on every request only to read its query string back: on the dashboard's small query the
 * integration's conversion was a visible share of the gateway's CPU (docs/domain.md "Counts for the dashboard").
 * A complete answer of 1 KiB or more is compressed when the caller accepts it (./compress-answer.ts).
 */
export function apolloHandler<Context extends BaseContext>(
  apollo: ApolloServer<Context>,
  context: (request: FastifyRequest) => Promise<Context>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<string | Buffer | FastifyReply> {
  apollo.assertStarted('apolloHandler()');
  return async (request, reply): Promise<string | Buffer | FastifyReply> => {
    const { headers, status, body } = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: graphQLRequest(request),
      context: () => context(request),
    });
    for (const [name, value] of headers) reply.header(name, value);
    reply.code(status ?? 200);
    if (body.kind === 'complete') {
      const answer = await compressAnswer(body.string, request.headers['accept-encoding']);
      if (!answer.encoding) return answer.body;
      reply.header('content-encoding', answer.encoding);
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      return answer.body;
    }
    // Incremental delivery (@defer) answers in parts, as they come.
    return reply.send(Readable.from(body.asyncIterator));
  };
}

function graphQLRequest(request: FastifyRequest): HTTPGraphQLRequest {
  // Every header, as the integration passes them: Apollo and its plugins read the ones they need.
  const headers = new HeaderMap();
  const raw = request.headers;
  for (const name in raw) {
    const value = raw[name];
    if (value) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return { method: request.method, headers, search: search(request.url), body: request.body };
}

/** The query string of a request target, `?` included, as `URL.search` gives it (empty when there is none). */
export function search(target: string): string {
  const start = target.indexOf('?');
  if (start === -1) return '';
  const hash = target.indexOf('#', start);
  const query = hash === -1 ? target.slice(start) : target.slice(start, hash);
  return query === '?' ? '' : query;
}
