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
 * An operation sent as text, typed with codegen's result and variables types. Written in place with the GraphQL
 * comment (`/* GraphQL *\/ \`mutation Login …\``) so codegen still checks it against the schema and types it.
 */
export interface GraphQLOperation<TData, TVariables> {
  readonly operationName: string;
  readonly query: string;
  /** Carries the types only; never set. */
  readonly types?: { data: TData; variables: TVariables };
}

/**
 * A bare POST to the gateway, outside Apollo Client and without graphql-js: what the login page and the session
 * layer use. The login page is the first screen of every new visit, so it must not wait for Apollo and graphql-js
 * (~50 KB gzip); renewing and revoking tokens through Apollo would run the auth link, which itself waits for the
 * renewal — a loop. Throws when the gateway cannot be reached or answers something that is not GraphQL; the error
 * carries the HTTP status (0: nothing answered).
 */
export async function postGraphQL<TData, TVariables>(
  operation: GraphQLOperation<TData, TVariables>,
  variables: TVariables,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<TData>> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify({ query: operation.query, variables, operationName: operation.operationName }),
    });
  } catch (error) {
    throw new GraphQLTransportError(0, { cause: error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new GraphQLTransportError(response.status, { cause: error });
  }
  if (typeof body !== 'object' || body === null) throw new GraphQLTransportError(response.status);
  return body as GraphQLResponse<TData>;
}

/** The gateway could not be reached (status 0) or did not answer GraphQL (its HTTP status). */
export class GraphQLTransportError extends Error {
  constructor(
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(`GraphQL request failed (HTTP ${status})`, options);
    this.name = 'GraphQLTransportError';
  }
}
