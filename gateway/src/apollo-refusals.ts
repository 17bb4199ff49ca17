import { messages } from '@agua/domain/messages';
import type { GraphQLFormattedError } from 'graphql';

const t = messages.gateway;

/**
 * Apollo Server's own refusals of a request, by the English text it gives them (@apollo/server's runHttpQuery,
 * preventCsrf and request pipeline; gateway/test/gateway-refusals.test.ts fails if a new version rewords one): the
 * catalogue's Portuguese instead, and the code a client acts on. A persisted query whose hash is not its text's is a
 * bad request, not the INTERNAL_SERVER_ERROR Apollo files it under (its status is already 400).
 */
const BY_TEXT: ReadonlyMap<string, string> = new Map([
  ['PersistedQueryNotFound', t.persistedQueryNotFound],
  ['provided sha does not match query', t.persistedQueryMismatch],
  ['Operation batching disabled.', t.batchingDisabled],
  ['GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.', t.missingQuery],
]);

const CSRF_PREFIX = 'This operation has been blocked as a potential Cross-Site Request Forgery';

/** The Portuguese of a refusal Apollo gave before any operation ran; null for any other error. */
export function apolloRefusal(formatted: GraphQLFormattedError): GraphQLFormattedError | null {
  const code = formatted.extensions?.code;
  const known = BY_TEXT.get(formatted.message);
  if (code === 'PERSISTED_QUERY_NOT_FOUND')
    return { ...formatted, message: known ?? t.persistedQueryNotFound };
  if (known)
    return { ...formatted, message: known, extensions: { ...formatted.extensions, code: 'BAD_REQUEST' } };
  if (code !== 'BAD_REQUEST') return null;
  // Any other request Apollo cannot read (a malformed body, variables that are not an object…).
  const message = formatted.message.startsWith(CSRF_PREFIX) ? t.csrf : t.badRequest;
  return { ...formatted, message };
}
