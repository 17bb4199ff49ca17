import { messages } from '@agua/domain/messages';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

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
  /** GraphQL Armor's static cost (objects 2, scalars 1, ×1.5 per level); the web's costliest (the customers page, with Apollo Client's __typename) is 100. */
  maxCost: 300,
} as const;

type Limit = 'depth' | 'aliases' | 'cost';

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
  const { maxDepth, maxAliases, maxCost } = GRAPHQL_LIMITS;
  return [
    maxDepthRule({ n: maxDepth, ignoreIntrospection: true, ...refusal('depth', maxDepth) }),
    maxAliasesRule({ n: maxAliases, ...refusal('aliases', maxAliases) }),
    costLimitRule({ maxCost, ignoreIntrospection: true, ...refusal('cost', maxCost) }),
  ] as unknown as ValidationRule[];
}

/** graphql-js aborts a parse past `maxTokens` with an English message; this is its Portuguese replacement. */
export function tokenLimitMessage(message: string): string | undefined {
  return /contains more (?:than|that) \d+ tokens/.test(message)
    ? messages.graphqlLimits.tokens(GRAPHQL_LIMITS.maxTokens)
    : undefined;
}
