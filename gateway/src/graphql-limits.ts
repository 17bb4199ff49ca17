import { messages } from '@agua/domain/messages';
import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { operationCost } from './graphql-cost.ts';

/**
 * What one GraphQL operation may ask for. Each value leaves headroom over the largest operation the web sends
 * (checked by test/graphql-limits.test.ts against every `graphql()` document under web/src); the reasons are in
 * docs/security.md.
 */
export const GRAPHQL_LIMITS = {
  /** Nested selections; the web's deepest (the customers page) has 5. */
  maxDepth: 6,
  /** Aliased fields; the web uses none, and each alias of a list or count is more api calls. */
  maxAliases: 10,
  /**
   * Bytes of the query text, comments and spaces included, checked before anything parses it: the token limit
   * does not count comments, and a parsed document is kept in the document cache with its whole source. The web's
   * largest document, with its fragments, is under 2 KB.
   */
  maxQueryBytes: 16 * 1024,
  /** Lexical tokens of the document, enforced while parsing, before any other work. */
  maxTokens: 1000,
  /**
   * The operation's cost as it will run (graphql-cost.ts: scalars 1, objects 2, a list × its page size or
   * defaultListSize): the web's costliest, Auditoria at its largest page (100 rows, each with its changed fields,
   * counted 10), is 8 254, Recibos 5 204 (test/graphql-limits-web.test.ts); a page of 500 customers is about 23 000.
   */
  maxCost: 10_000,
  /** Elements a list without a size argument is counted for. */
  defaultListSize: 10,
} as const;

type Limit = 'depth' | 'aliases';

/**
 * GraphQL Armor reports a refusal by throwing an English "Syntax Error"; this reports it as an ordinary validation
 * error instead (so Apollo answers 400 GRAPHQL_VALIDATION_FAILED) with the catalogue's Portuguese text.
 */
function refusal(limit: Limit, max: number) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null) =>
        context?.reportError(
          new GraphQLError(messages.graphqlLimits[limit](max), { extensions: { limit, max } }),
        ),
    ],
  };
}

/** Validation rules added to graphql-js's own; introspection is left to the introspection guard. */
export function limitRules(): ValidationRule[] {
  const { maxDepth, maxAliases } = GRAPHQL_LIMITS;
  return [
    maxDepthRule({ n: maxDepth, ignoreIntrospection: true, ...refusal('depth', maxDepth) }),
    maxAliasesRule({ n: maxAliases, ...refusal('aliases', maxAliases) }),
  ] as unknown as ValidationRule[];
}

/**
 * The cost limit, once the operation and its variables are known (a page size is usually a variable, which
 * validation cannot see): refused as a validation failure, 400, before any resolver runs.
 */
export function costLimitPlugin(): ApolloServerPlugin {
  const { maxCost, defaultListSize } = GRAPHQL_LIMITS;
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request }) {
          const cost = operationCost(schema, document, request.operationName, request.variables, {
            defaultListSize,
          });
          if (cost <= maxCost) return;
          throw new GraphQLError(messages.graphqlLimits.cost(maxCost), {
            extensions: {
              code: 'GRAPHQL_VALIDATION_FAILED',
              limit: 'cost',
              max: maxCost,
              http: { status: 400 },
            },
          });
        },
      };
    },
  };
}

/** graphql-js aborts a parse past `maxTokens` with an English message; this is its Portuguese replacement. */
export function tokenLimitMessage(message: string): string | undefined {
  return /contains more (?:than|that) \d+ tokens/.test(message)
    ? messages.graphqlLimits.tokens(GRAPHQL_LIMITS.maxTokens)
    : undefined;
}
