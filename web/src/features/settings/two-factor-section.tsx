import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { ShieldCheckIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import type { SettingsQueryQuery } from '../../gql/graphql.ts';
import { TwoFactorEnrolment } from '../../ui/account/two-factor-enrolment.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/form/checkbox.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useToast } from '../../ui/toast/toast-context.ts';
import { SettingsCard } from './settings-card.tsx';
import { TwoFactorReset } from './two-factor-reset.tsx';
import { useTwoFactorActions } from './use-two-factor-actions.ts';

const t = messages.account.twoFactor;

type Status = NonNullable<SettingsQueryQuery['myTwoFactor']>;

/** Turning the second factor off: the password, asked in place. */
function DisableForm({ onDisable }: { onDisable(password: string): Promise<string | null> }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t.disable}
      </Button>
    );
  return (
    <form
      noValidate
      className="space-y-3 rounded-xl border border-line p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(await onDisable(password));
      }}
    >
      <p className="text-sm font-medium text-ink">{t.disableTitle}</p>
      <p className="text-sm text-ink-muted">{t.disableText}</p>
      <TextField
        label={messages.account.password.current}
        type="password"
        autoComplete="current-password"
        className="max-w-xs"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <div className="flex gap-3">
        <Button type="submit">{t.disable}</Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Verificação em dois passos (administrators): on or off, its set-up (QR code, secret, first code, recovery codes
 * shown once), turning it off, the rule that requires it of every administrator, and another administrator's reset.
 */
export function TwoFactorSection({
  status,
  onChanged,
  otherAdministrators,
}: {
  status: Status | null | undefined;
  onChanged(): void;
  otherAdministrators: readonly { userId: string; name: string; username: string }[];
}) {
  const actions = useTwoFactorActions(onChanged);
  const toast = useToast();
  const [enrolling, setEnrolling] = useState(false);
  return (
    <SettingsCard title={t.heading} intro={t.intro}>
      {status?.enabled && !enrolling ? (
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm text-ink">
            <ShieldCheckIcon aria-hidden="true" className="size-5 text-emerald-600 dark:text-emerald-400" />
            <span data-testid="two-factor-state">{t.onSince(formatDateTime(status.enabledAt))}</span>{' '}
            {t.recoveryLeft(status.recoveryCodesLeft)}
          </p>
          {!status.requiredForAdmins && <DisableForm onDisable={actions.disable} />}
        </div>
      ) : (
        <div className="space-y-3">
          {!enrolling && (
            <p className="text-sm text-ink-muted" data-testid="two-factor-state">
              {t.off}
            </p>
          )}
          <TwoFactorEnrolment
            start={async () => {
              setEnrolling(true);
              return actions.start();
            }}
            confirm={actions.confirm}
            onDone={() => {
              setEnrolling(false);
              toast.show({ type: 'success', message: t.enabled });
              onChanged();
            }}
          />
        </div>
      )}
      {status && (
        <div className="mt-6 border-t border-line pt-5">
          <p className="text-sm font-medium text-ink">{t.policy.heading}</p>
          <Checkbox
            className="mt-3"
            label={t.policy.on}
            description={t.policy.text}
            checked={status.requiredForAdmins}
            onChange={(required) => void actions.setRequired(required)}
          />
        </div>
      )}
      {otherAdministrators.length > 0 && <TwoFactorReset administrators={otherAdministrators} />}
    </SettingsCard>
  );
}
