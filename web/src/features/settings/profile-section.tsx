import { messages } from '@agua/domain/messages';
import { roleLabel } from '@agua/domain/roles';
import type { SessionUser } from '../../lib/session/session-guard.ts';
import { SettingsCard } from './settings-card.tsx';

const t = messages.account.profile;

/** A minha conta: who is signed in, and as what. */
export function ProfileSection({ user }: { user: SessionUser }) {
  const rows = [
    [t.name, user.name],
    [t.username, user.username],
    [t.role, roleLabel(user.role)],
  ] as const;
  return (
    <SettingsCard title={t.heading}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsCard>
  );
}
