import { messages } from '@agua/domain/messages';
import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, type DocumentNode, GraphQLError, visit } from 'graphql';
import type { GatewayContext } from './context.ts';

/** Whether a text could hold an introspection field; `__type\b` does not match `__typename`. */
const MAY_INTROSPECT = /__(?:schema|type)\b/;

/** `__schema` and `__type` describe the schema; `__typename` (which Apollo Client adds everywhere) does not. */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * The schema is a map of every operation and field: staff may read it (the sandbox at GET /graphql lists it after
 * login), and so may a reporting tool's API key (tools build their queries from it); an anonymous caller may not.
 * A bearer token alone proves nothing, so the api judges it (`GET /auth/me`, which answers a session and a key
 * alike) before an introspection runs; other operations pay nothing for this.
 */
export function introspectionForStaffOnly(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, contextValue }) {
          // Most operations never name __schema or __type: a look at the text spares them a walk of the tree.
          if (typeof request.query === 'string' && !MAY_INTROSPECT.test(request.query)) return;
          if (!asksForSchema(document)) return;
          if (contextValue.token) {
            try {
              await contextValue.dataSources.auth.me();
              return;
            } catch {
              // An expired or forged token, or an api that cannot say: refuse either way.
            }
          }
          throw new GraphQLError(messages.http[401], {
            extensions: { code: 'UNAUTHENTICATED', statusCode: 401, http: { status: 401 } },
          });
        },
      };
    },
  };
}
