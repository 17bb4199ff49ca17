import { messages } from '@agua/domain/messages';
import { roleLabel } from '@agua/domain/roles';
import { Bars3Icon } from '@heroicons/react/24/outline';
import type { SessionUser } from '../../lib/session/session-guard.ts';
import { ThemeToggle } from '../../ui/theme-toggle.tsx';
import { ProfileMenu } from './profile-menu.tsx';

interface TopBarProps {
  user: SessionUser;
  onOpenMenu(): void;
  onSignOut(): void;
}

export function TopBar({ user, onOpenMenu, onSignOut }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-line bg-surface/85 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label={messages.menu.openMenu}
        className="-ml-1 inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink lg:hidden"
      >
        <Bars3Icon aria-hidden="true" className="size-6" />
      </button>

      <div className="flex-1" />

      <ThemeToggle />
      <div aria-hidden="true" className="mx-1 hidden h-6 w-px bg-line sm:block" />
      <div className="hidden text-right leading-tight sm:block">
        <p className="text-sm font-semibold text-ink">{user.name}</p>
        <p className="text-xs text-ink-muted">{roleLabel(user.role)}</p>
      </div>
      <ProfileMenu user={user} onSignOut={onSignOut} />
    </header>
  );
}
