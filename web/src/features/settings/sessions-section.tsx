import { formatDateTime } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { deviceOf } from '@agua/domain/rules/user-agent';
import { ComputerDesktopIcon, DevicePhoneMobileIcon } from '@heroicons/react/24/outline';
import type { SettingsQueryQuery } from '../../gql/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { SettingsCard } from './settings-card.tsx';
import { useSessionActions } from './use-session-actions.ts';

const t = messages.account.sessions;

type Session = SettingsQueryQuery['mySessions'][number];

function deviceLabel(userAgent: string | null | undefined): string {
  const { browser, system } = deviceOf(userAgent);
  if (browser && system) return t.browserOn(browser, system);
  return browser ?? system ?? t.unknownDevice;
}

const isPhone = (userAgent: string | null | undefined) => /Android|iPhone|iPad|Mobile/.test(userAgent ?? '');

/** Sessões activas: where the account is signed in, the current one marked, each ended apart or all the others. */
export function SessionsSection({
  sessions,
  loading,
  onChanged,
}: {
  sessions: readonly Session[] | undefined;
  loading: boolean;
  onChanged(): void;
}) {
  const actions = useSessionActions(onChanged);
  const others = (sessions ?? []).filter((session) => !session.current);
  return (
    <SettingsCard
      title={t.heading}
      intro={t.intro}
      actions={
        <Button
          variant="secondary"
          onClick={actions.endOthers}
          busy={actions.busy === 'others'}
          disabled={actions.busy !== null || others.length === 0}
        >
          {t.endOthers}
        </Button>
      }
    >
      {loading && !sessions ? (
        <p className="text-sm text-ink-muted">{messages.dialog.loading}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line" aria-label={t.heading}>
          {(sessions ?? []).map((session) => {
            const device = deviceLabel(session.userAgent);
            const Icon = isPhone(session.userAgent) ? DevicePhoneMobileIcon : ComputerDesktopIcon;
            return (
              <li key={session.sessionId} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-ink-subtle" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-ink">
                    {device}
                    {session.current && (
                      <span className="ml-2 inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
                        {t.current}
                      </span>
                    )}
                  </p>
                  <p className="mt-0.5 text-xs text-ink-muted">
                    {t.address}: {session.address ?? '—'} · {t.signedInAt}:{' '}
                    {formatDateTime(session.signedInAt)} · {t.lastUsedAt}:{' '}
                    {formatDateTime(session.lastUsedAt)}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    className="h-8"
                    aria-label={t.endOf(device)}
                    onClick={() => actions.end(session.sessionId)}
                    busy={actions.busy === session.sessionId}
                    disabled={actions.busy !== null}
                  >
                    {t.end}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SettingsCard>
  );
}
