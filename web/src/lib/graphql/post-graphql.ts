import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, print } from 'graphql';
import { GRAPHQL_PATH } from './endpoint.ts';

export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: unknown; statusCode?: unknown };
}

export interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: GraphQLErrorShape[];
}

/**
 * A bare POST to the gateway, outside Apollo Client. The session layer renews and revokes tokens with it:
 * going through Apollo would run the auth link, which itself waits for the renewal — a loop.
 * Throws when the gateway cannot be reached or answers something that is not GraphQL.
 */
export async function postGraphQL<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<TData>> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({
      query: print(document),
      variables,
      operationName: getOperationAST(document)?.name?.value,
    }),
  });
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null)
    throw new Error(`Unexpected GraphQL response (${response.status})`);
  return body as GraphQLResponse<TData>;
}
