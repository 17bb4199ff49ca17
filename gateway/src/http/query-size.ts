import { messages } from '@agua/domain/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GRAPHQL_LIMITS } from '../graphql-limits.ts';

/** The query texts a request carries: a POST body's (one operation, or each of a batch) or a GET's `query`. */
function queryTexts(request: FastifyRequest): string[] {
  const carriers = request.method === 'GET' ? [request.query] : [request.body].flat();
  return carriers.flatMap((carrier) => {
    const query = (carrier as { query?: unknown } | null | undefined)?.query;
    return typeof query === 'string' ? [query] : [];
  });
}

/**
 * Refuses, before Apollo parses or caches anything, a query text longer than GRAPHQL_LIMITS.maxQueryBytes: the
 * token limit is checked while parsing and does not count comments, so only a byte count stops a document padded
 * with them (docs/security.md). Answers 413 in GraphQL's error shape and returns true when it refused.
 */
export function refuseOversizedQuery(request: FastifyRequest, reply: FastifyReply): boolean {
  const max = GRAPHQL_LIMITS.maxQueryBytes;
  // A string of n UTF-16 units is at least n bytes of UTF-8: most texts are decided without encoding them.
  const tooLong = queryTexts(request).some(
    (text) => text.length > max || (text.length * 3 > max && Buffer.byteLength(text, 'utf8') > max),
  );
  if (!tooLong) return false;
  reply
    .code(413)
    .header('cache-control', 'no-store')
    .send({
      errors: [
        {
          message: messages.graphqlLimits.bytes(max / 1024),
          extensions: { code: 'BAD_REQUEST', limit: 'bytes', max },
        },
      ],
    });
  return true;
}
