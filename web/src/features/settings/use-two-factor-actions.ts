import { messages } from '@agua/domain/messages';
import { normalizeRole } from '@agua/domain/roles';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql/gql.ts';
import { useSessionManager } from '../../lib/session/session-context.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';

const t = messages.account.twoFactor;

const StartTwoFactorSetup = graphql(`
  mutation StartTwoFactorSetup {
    startTwoFactorSetup {
      ...MutationResult
      setup {
        secret
        otpauthUri
      }
    }
  }
`);
const ConfirmTwoFactor = graphql(`
  mutation ConfirmTwoFactor($input: ConfirmTwoFactorInput!) {
    confirmTwoFactor(input: $input) {
      ...MutationResult
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
    }
  }
`);
const DisableTwoFactor = graphql(`
  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {
    disableTwoFactor(input: $input) {
      ...MutationResult
      done
    }
  }
`);
const UpdateSecuritySettings = graphql(`
  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {
    updateSecuritySettings(input: $input) {
      ...MutationResult
      securitySettings {
        twoFactorRequiredForAdmins
      }
    }
  }
`);

/**
 * The second factor of Definições over Apollo: set-up and confirmation (the renewed session stored at once: its
 * refresh token replaced the stored one), turning it off with the password, and the administrators' rule.
 */
export function useTwoFactorActions(onChanged: () => void) {
  const client = useApolloClient();
  const session = useSessionManager();
  const toast = useToast();
  const refused = (message: string | null | undefined) => ({ message: message ?? t.failed });

  return {
    async start() {
      const payload = (await client.mutate({ mutation: StartTwoFactorSetup })).data?.startTwoFactorSetup;
      return payload?.setup ?? refused(payload?.message);
    },
    async confirm(code: string) {
      const payload = (await client.mutate({ mutation: ConfirmTwoFactor, variables: { input: { code } } }))
        .data?.confirmTwoFactor;
      const renewed = payload?.session;
      const role = renewed ? normalizeRole(renewed.role) : null;
      if (!payload?.recoveryCodes || !renewed || !role)
        return refused(payload?.inputErrors[0]?.message ?? payload?.message);
      await session.start({ ...renewed, userId: String(renewed.userId), role });
      return { recoveryCodes: payload.recoveryCodes };
    },
    /** Answers the refusal to show under the password, or null when done. */
    async disable(password: string): Promise<string | null> {
      const payload = (
        await client.mutate({ mutation: DisableTwoFactor, variables: { input: { password } } })
      ).data?.disableTwoFactor;
      if (!payload?.done) return payload?.inputErrors[0]?.message ?? payload?.message ?? t.failed;
      toast.show({ type: 'success', message: t.disabled });
      onChanged();
      return null;
    },
    async setRequired(required: boolean) {
      const payload = (
        await client.mutate({
          mutation: UpdateSecuritySettings,
          variables: { input: { twoFactorRequiredForAdmins: required } },
        })
      ).data?.updateSecuritySettings;
      if (payload?.securitySettings) toast.show({ type: 'success', message: t.policy.saved });
      else toast.show({ type: 'error', message: payload?.message ?? t.failed });
      onChanged();
    },
  };
}
