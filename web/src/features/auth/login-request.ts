import type { LoginBody } from '@agua/domain/contracts/auth';
import { httpStatusMessage, messages } from '@agua/domain/messages';
import type { LoginMutation, LoginMutationVariables } from '../../gql/graphql.ts';
import { statusOfGraphQLError } from '../../lib/graphql/error-codes.ts';
import {
  type GraphQLOperation,
  type GraphQLResponse,
  GraphQLTransportError,
  postGraphQL,
} from '../../lib/graphql/post-graphql.ts';

// The one definition of the login mutation, sent as text (lib/graphql/post-graphql.ts): the login page is the first
// screen of a new visit, often on a slow link, and must not wait for Apollo Client and graphql-js. It selects
// MutationPayload's two fields itself: the ...MutationResult fragment would need graphql-js to assemble.
const LOGIN: GraphQLOperation<LoginMutation, LoginMutationVariables> = {
  operationName: 'Login',
  query: /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      session {
        token
        refreshToken
        userId
        name
        username
        role
      }
      message
      inputErrors {
        field
        message
      }
    }
  }
`,
};

export type GrantedSession = NonNullable<LoginMutation['login']['session']>;

export type LoginOutcome =
  | { kind: 'granted'; session: GrantedSession }
  | { kind: 'refused'; message: string };

/**
 * Asks the gateway for a session. A refusal comes back in the gateway's Portuguese (wrong password, too many
 * attempts); a server that broke or could not be reached gets the HTTP status text ('Servidor Indisponivel' when
 * nothing answered at all).
 */
export async function requestLogin(input: LoginBody): Promise<LoginOutcome> {
  let response: GraphQLResponse<LoginMutation>;
  try {
    response = await postGraphQL(LOGIN, { input });
  } catch (error) {
    const status = error instanceof GraphQLTransportError ? error.status : 0;
    return { kind: 'refused', message: httpStatusMessage(status) };
  }
  const payload = response.data?.login;
  if (payload?.session) return { kind: 'granted', session: payload.session };
  if (payload) {
    return {
      kind: 'refused',
      message: payload.message ?? payload.inputErrors[0]?.message ?? messages.auth.loginFailed,
    };
  }
  const error = response.errors?.[0];
  const status = error ? statusOfGraphQLError(error.extensions) : 500;
  return {
    kind: 'refused',
    message: error && status >= 400 && status < 500 ? error.message : httpStatusMessage(status),
  };
}
