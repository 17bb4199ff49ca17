import { messages } from '@agua/domain/messages';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql/gql.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { Dropdown } from '../../ui/form/dropdown.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';

const t = messages.account.twoFactor;

const ResetUserTwoFactor = graphql(`
  mutation ResetUserTwoFactor($id: ID!) {
    resetUserTwoFactor(id: $id) {
      ...MutationResult
      done
    }
  }
`);

interface Administrator {
  userId: string;
  name: string;
  username: string;
}

/**
 * Another administrator's lost second factor, reset after a confirmation: their account signs in with the password
 * again and every session of it ends (the api notes the reset for the audit trail).
 */
export function TwoFactorReset({ administrators }: { administrators: readonly Administrator[] }) {
  const client = useApolloClient();
  const toast = useToast();
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const target = administrators.find((admin) => admin.userId === chosen);

  const reset = async () => {
    setConfirming(false);
    if (!target) return;
    try {
      const payload = (
        await client.mutate({ mutation: ResetUserTwoFactor, variables: { id: target.userId } })
      ).data?.resetUserTwoFactor;
      if (payload?.done) {
        toast.show({ type: 'success', message: t.resetDone });
        setChosen('');
      } else toast.show({ type: 'error', message: payload?.message ?? t.failed });
    } catch (error) {
      toast.show({ type: 'error', message: error instanceof Error ? error.message : t.failed });
    }
  };

  return (
    <div className="mt-6 border-t border-line pt-5">
      <p className="text-sm font-medium text-ink">{t.resetHeading}</p>
      <p className="mt-1 max-w-prose text-sm text-ink-muted">{t.resetIntro}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Dropdown
          label={t.resetWho}
          className="w-full max-w-xs"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          options={administrators.map((admin) => ({
            value: admin.userId,
            label: `${admin.name} (${admin.username})`,
          }))}
        />
        <Button variant="secondary" disabled={!target} onClick={() => setConfirming(true)}>
          {t.reset}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.resetTitle}
        message={t.resetConfirm(target?.name ?? '')}
        confirmLabel={t.reset}
        cancelLabel={t.cancel}
        onConfirm={reset}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
