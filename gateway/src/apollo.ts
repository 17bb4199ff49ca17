import { messages } from '@agua/domain/messages';
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { apolloRefusal } from './apollo-refusals.ts';
import type { GatewayContext } from './context.ts';
import { boundedDocumentStore, boundedPersistedQueryCache } from './document-caches.ts';
import { graphQLErrorFromRest, ScalarInputError } from './errors.ts';
import { costLimitPlugin, GRAPHQL_LIMITS, limitRules, tokenLimitMessage } from './graphql-limits.ts';
import { introspectionForStaffOnly } from './introspection-guard.ts';
import { RestError } from './rest/client.ts';
import { buildSchema } from './schema.ts';

/** Apollo configured for the gateway; the caller starts it and mounts it on Fastify. */
export function createApollo(log: FastifyBaseLogger): ApolloServer<GatewayContext> {
  return new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    // Allowed here, then refused to anonymous callers by introspectionForStaffOnly.
    introspection: true,
    // No "Did you mean …?" in validation errors: suggestions would spell the schema out to anonymous callers.
    hideSchemaDetailsFromClientErrors: true,
    // Limits every operation must pass before it runs (graphql-limits.ts, docs/security.md).
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    // Parsed documents and persisted queries are kept, weighed in the bytes they really hold (document-caches.ts):
    // no stream of distinct documents, signed in or not, can grow the process past these bounds.
    documentStore: boundedDocumentStore(),
    persistedQueries: { cache: boundedPersistedQueryCache() },
    validationRules: limitRules(),
    // Browsers may send simple GET/POST cross-site with the user's cookies; only preflighted requests run.
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // server.ts owns SIGINT/SIGTERM and closes Fastify, which stops Apollo (see app.ts).
    stopOnTerminationSignals: false,
    // Apollo's landing page loads Apollo Sandbox from a CDN; the back office may run offline, so
    // GET /graphql serves our own page (http/sandbox.html) instead.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Apollo installs these by default. Cache control wraps every resolver of every request to compute a
      // Cache-Control header nobody reads (answers carry a bearer token and are never shared); inline tracing
      // only serves a federated graph. Both cost time on every request of a gateway meant to be thin.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      introspectionForStaffOnly(),
      costLimitPlugin(),
    ],
    logger: log,
    formatError: (formatted, error) => formatError(formatted, error, log),
  });
}

function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: FastifyBaseLogger,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof RestError) {
    const mapped = graphQLErrorFromRest(original);
    if (original.status >= 500) log.error({ err: original }, 'api failed');
    return { ...formatted, message: mapped.message, extensions: mapped.extensions };
  }
  // A refused amount: graphql-js prefixes the scalar's text with English (variable name, expected type) and Apollo
  // files a literal under validation; the user gets the catalogue's Portuguese alone, as BAD_USER_INPUT.
  const refused = scalarInputError(error);
  if (refused) {
    const field = refusedInputField(formatted.message);
    return field
      ? {
          ...formatted,
          message: `${field}: ${refused.message}`,
          extensions: { code: 'BAD_USER_INPUT', field },
        }
      : { ...formatted, message: refused.message, extensions: { code: 'BAD_USER_INPUT' } };
  }
  // Parse, validation and deliberate errors were written for the client; Apollo's refusals of a request are put in
  // Portuguese.
  if (original instanceof GraphQLError) {
    const refusal = apolloRefusal(formatted);
    if (refusal) return refusal;
    const tooLong = tokenLimitMessage(formatted.message);
    return tooLong ? { ...formatted, message: tooLong } : formatted;
  }
  // Anything else is a bug in the gateway: log it whole, show the user only the catalogue's text.
  log.error({ err: original }, 'resolver failed');
  return { ...formatted, message: messages.http[500], extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/**
 * The input field a variable's refused value was given for, from graphql-js's coercion message
 * (`Variable "$input" got invalid value … at "input.amount"; …` → amount, `Variable "$amount" …` → amount), so an
 * overflowing amount is refused naming its field. null for a literal in the query text (the message has no path).
 */
export function refusedInputField(message: string): string | null {
  const variable = /^Variable "\$(\w+)" got invalid value /.exec(message);
  if (!variable) return null;
  const path = / at "([^"]+)"; /.exec(message)?.[1] ?? variable[1] ?? '';
  return (
    path
      .replace(/\[\d+\]/g, '')
      .split('.')
      .at(-1) || null
  );
}

/** The ScalarInputError a coercion or validation error wraps (graphql-js keeps it as originalError). */
function scalarInputError(error: unknown): ScalarInputError | null {
  for (let cause = error; cause instanceof Error; cause = (cause as GraphQLError).originalError) {
    if (cause instanceof ScalarInputError) return cause;
  }
  return null;
}
