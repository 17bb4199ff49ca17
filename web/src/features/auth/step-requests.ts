import { httpStatusMessage, messages } from '@agua/domain/messages';
import { normalizeRole } from '@agua/domain/roles';
import type {
  ConfirmOwedTwoFactorMutation,
  ConfirmOwedTwoFactorMutationVariables,
  FirstSignInPasswordMutation,
  FirstSignInPasswordMutationVariables,
  StartOwedTwoFactorMutation,
  StartOwedTwoFactorMutationVariables,
} from '../../gql/graphql.ts';
import {
  type GraphQLOperation,
  type GraphQLResponse,
  GraphQLTransportError,
  postGraphQL,
} from '../../lib/graphql/post-graphql.ts';
import type { SessionData } from '../../lib/session/session-store.ts';
import type { PasswordChangeRefusal } from '../../ui/account/password-change-form.tsx';

// The steps a session owes, done on the sign-in frame with the bare transport (lib/graphql/post-graphql.ts), like
// the login itself: the frame loads no Apollo Client.

const CHANGE_PASSWORD: GraphQLOperation<FirstSignInPasswordMutation, FirstSignInPasswordMutationVariables> = {
  operationName: 'FirstSignInPassword',
  query: /* GraphQL */ `
  mutation FirstSignInPassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      session {
        token
        refreshToken
        userId
        name
        username
        role
        pendingStep
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

const START_TWO_FACTOR: GraphQLOperation<StartOwedTwoFactorMutation, StartOwedTwoFactorMutationVariables> = {
  operationName: 'StartOwedTwoFactor',
  query: /* GraphQL */ `
  mutation StartOwedTwoFactor {
    startTwoFactorSetup {
      setup {
        secret
        otpauthUri
      }
      message
    }
  }
`,
};

const CONFIRM_TWO_FACTOR: GraphQLOperation<
  ConfirmOwedTwoFactorMutation,
  ConfirmOwedTwoFactorMutationVariables
> = {
  operationName: 'ConfirmOwedTwoFactor',
  query: /* GraphQL */ `
  mutation ConfirmOwedTwoFactor($input: ConfirmTwoFactorInput!) {
    confirmTwoFactor(input: $input) {
      recoveryCodes
      session {
        token
        refreshToken
        userId
        name
        username
        role
        pendingStep
      }
      message
    }
  }
`,
};

type Granted = NonNullable<FirstSignInPasswordMutation['changePassword']['session']>;

/** The renewed session as the session store keeps it; null when its role is unknown. */
export function sessionDataOf(granted: Granted): SessionData | null {
  const role = normalizeRole(granted.role);
  return role ? { ...granted, userId: String(granted.userId), role } : null;
}

/** Sends one operation with the session's token; a transport failure or a GraphQL error becomes a refusal. */
async function send<TData, TVariables>(
  operation: GraphQLOperation<TData, TVariables>,
  variables: TVariables,
  token: string | null,
): Promise<{ data: TData } | { message: string }> {
  let response: GraphQLResponse<TData>;
  try {
    response = await postGraphQL(operation, variables, token ? { authorization: `Bearer ${token}` } : {});
  } catch (error) {
    return { message: httpStatusMessage(error instanceof GraphQLTransportError ? error.status : 0) };
  }
  if (response.data) return { data: response.data };
  return { message: response.errors?.[0]?.message ?? messages.dialog.unexpected };
}

export async function changeOwnPassword(
  token: string | null,
  input: { currentPassword: string; newPassword: string },
): Promise<{ session: Granted } | PasswordChangeRefusal> {
  const answer = await send(CHANGE_PASSWORD, { input }, token);
  if ('message' in answer) return { message: answer.message, inputErrors: [] };
  const payload = answer.data.changePassword;
  return payload.session ? { session: payload.session } : payload;
}

export async function startOwedTwoFactor(token: string | null) {
  const answer = await send(START_TWO_FACTOR, {}, token);
  if ('message' in answer) return answer;
  const { setup, message } = answer.data.startTwoFactorSetup;
  return setup ?? { message: message ?? messages.account.twoFactor.failed };
}

export async function confirmOwedTwoFactor(token: string | null, code: string) {
  const answer = await send(CONFIRM_TWO_FACTOR, { input: { code } }, token);
  if ('message' in answer) return answer;
  const { recoveryCodes, session, message } = answer.data.confirmTwoFactor;
  if (!recoveryCodes || !session) return { message: message ?? messages.account.twoFactor.failed };
  return { recoveryCodes, session };
}
