import { messages } from '@agua/domain/messages';
import { normalizeRole } from '@agua/domain/roles';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { useSessionManager } from '../../lib/session/session-context.tsx';
import type { SessionUser } from '../../lib/session/session-guard.ts';
import { PasswordChangeForm } from '../../ui/account/password-change-form.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { SettingsCard } from './settings-card.tsx';

const t = messages.account.password;

const ChangePassword = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ...MutationResult
      session {
        token
        refreshToken
        userId
        name
        username
        role
        pendingStep
      }
    }
  }
`);

/**
 * Alterar senha: the current password and a new one. Every other session of the account ends; this one goes on
 * with the renewed session the api answers (its refresh token replaces the stored one, now spent).
 */
export function PasswordSection({ user, onChanged }: { user: SessionUser; onChanged(): void }) {
  const client = useApolloClient();
  const session = useSessionManager();
  const toast = useToast();
  return (
    <SettingsCard title={t.heading} intro={t.intro}>
      <PasswordChangeForm
        person={user}
        submitLabel={t.submit}
        onSubmit={async (input) => {
          try {
            const payload = (await client.mutate({ mutation: ChangePassword, variables: { input } })).data
              ?.changePassword;
            const renewed = payload?.session;
            const role = renewed ? normalizeRole(renewed.role) : null;
            if (!renewed || !role)
              return { message: payload?.message ?? t.failed, inputErrors: payload?.inputErrors ?? [] };
            await session.start({ ...renewed, userId: String(renewed.userId), role });
            toast.show({ type: 'success', message: t.changed });
            onChanged();
            return null;
          } catch (error) {
            return { message: error instanceof Error ? error.message : t.failed, inputErrors: [] };
          }
        }}
      />
    </SettingsCard>
  );
}
