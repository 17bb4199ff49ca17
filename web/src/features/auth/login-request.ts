import type { LoginBody } from '@agua/domain/contracts/auth';
import { httpStatusMessage, messages } from '@agua/domain/messages';
import type {
  LoginMutation,
  LoginMutationVariables,
  LoginWithTwoFactorMutation,
  LoginWithTwoFactorMutationVariables,
} from '../../gql/graphql.ts';
import { statusOfGraphQLError } from '../../lib/graphql/error-codes.ts';
import {
  type GraphQLOperation,
  type GraphQLResponse,
  GraphQLTransportError,
  postGraphQL,
} from '../../lib/graphql/post-graphql.ts';

// The one definition of the login mutations, sent as text (lib/graphql/post-graphql.ts): the login page is the
// first screen of a new visit, often on a slow link, and must not wait for Apollo Client and graphql-js. They select
// MutationPayload's two fields themselves: the ...MutationResult fragment would need graphql-js to assemble.
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
        pendingStep
      }
      twoFactorToken
      message
      inputErrors {
        field
        message
      }
    }
  }
`,
};

// The second step of a sign-in with a second factor: the challenge the password earned, and the app's code.
const LOGIN_WITH_TWO_FACTOR: GraphQLOperation<
  LoginWithTwoFactorMutation,
  LoginWithTwoFactorMutationVariables
> = {
  operationName: 'LoginWithTwoFactor',
  query: /* GraphQL */ `
  mutation LoginWithTwoFactor($input: LoginWithTwoFactorInput!) {
    loginWithTwoFactor(input: $input) {
      session {
        token
        refreshToken
        userId
        name
        username
        role
        pendingStep
      }
      twoFactorToken
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
  /** The password was right and the account has a second factor: its code is due, with this challenge. */
  | { kind: 'code'; twoFactorToken: string }
  | { kind: 'refused'; message: string };

type Payload = LoginMutation['login'] | LoginWithTwoFactorMutation['loginWithTwoFactor'];

/**
 * Sends one of the login mutations. A refusal comes back in the gateway's Portuguese (wrong password or code, too
 * many attempts); a server that broke or could not be reached gets the HTTP status text ('Servidor Indisponível'
 * when nothing answered at all).
 */
async function signIn<TData, TVariables>(
  operation: GraphQLOperation<TData, TVariables>,
  variables: TVariables,
  payloadOf: (data: TData) => Payload | undefined,
): Promise<LoginOutcome> {
  let response: GraphQLResponse<TData>;
  try {
    response = await postGraphQL(operation, variables);
  } catch (error) {
    const status = error instanceof GraphQLTransportError ? error.status : 0;
    return { kind: 'refused', message: httpStatusMessage(status) };
  }
  const payload = response.data ? payloadOf(response.data) : undefined;
  if (payload?.session) return { kind: 'granted', session: payload.session };
  if (payload?.twoFactorToken) return { kind: 'code', twoFactorToken: payload.twoFactorToken };
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

/** Asks the gateway for a session with username and password. */
export function requestLogin(input: LoginBody): Promise<LoginOutcome> {
  return signIn(LOGIN, { input }, (data) => data.login);
}

/** Completes a sign-in with the authenticator's code (or a recovery code). */
export function requestLoginWithCode(twoFactorToken: string, code: string): Promise<LoginOutcome> {
  return signIn(
    LOGIN_WITH_TWO_FACTOR,
    { input: { twoFactorToken, code } },
    (data) => data.loginWithTwoFactor,
  );
}
