import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { ChevronRightIcon } from '@heroicons/react/20/solid';
import { CircleStackIcon } from '@heroicons/react/24/outline';
import { Link } from 'react-router';
import { graphql } from '../../gql/gql.ts';
import { useAreaPath } from '../../lib/area.tsx';
import { useSessionUser } from '../../lib/session/session-guard.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { SETTINGS_PATHS } from './settings-paths.ts';
import { TwoFactorSection } from './two-factor-section.tsx';

const SettingsQuery = graphql(`
  query SettingsQuery($admin: Boolean!) {
    mySessions {
      sessionId
      userAgent
      address
      signedInAt
      lastUsedAt
      current
    }
    myTwoFactor @include(if: $admin) {
      enabled
      enabledAt
      recoveryCodesLeft
      requiredForAdmins
    }
    users @include(if: $admin) {
      userId
      name
      username
      role
      active
    }
  }
`);

/**
 * Definições (from the profile menu): the person's own account — who they are, Alterar senha, the sessions, and
 * for administrators the second factor — and the way to Cópias de Segurança.
 */
export function SettingsPage() {
  const toArea = useAreaPath();
  const user = useSessionUser();
  const admin = user.role === 'ADMIN';
  const { data, loading, refetch } = useQuery(SettingsQuery, {
    variables: { admin },
    fetchPolicy: 'cache-and-network',
  });
  const reload = () => void refetch().catch(() => undefined);
  return (
    <div className="space-y-6">
      <PageHeader
        title={messages.menu.settings}
        breadcrumb={<Breadcrumb items={[{ label: messages.menu.settings }]} />}
      />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ProfileSection user={user} />
        <PasswordSection user={user} onChanged={reload} />
      </div>
      <SessionsSection sessions={data?.mySessions} loading={loading} onChanged={reload} />
      {admin && (
        <TwoFactorSection
          status={data?.myTwoFactor}
          onChanged={reload}
          otherAdministrators={(data?.users ?? []).filter(
            (other) => other.role === 'ADMIN' && other.active && other.userId !== user.userId,
          )}
        />
      )}
      <nav aria-label={messages.menu.settings}>
        <Link
          to={toArea(SETTINGS_PATHS.backups)}
          className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-5 py-4 text-sm font-medium text-ink shadow-xs transition hover:border-brand-300 hover:bg-surface-muted"
        >
          <CircleStackIcon aria-hidden="true" className="size-6 text-accent" />
          <span className="flex-1">{messages.menu.backups}</span>
          <ChevronRightIcon aria-hidden="true" className="size-5 text-ink-subtle" />
        </Link>
      </nav>
    </div>
  );
}
