import { messages } from '@agua/domain/messages';
import { roleLabel } from '@agua/domain/roles';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { ArrowRightStartOnRectangleIcon, ChevronDownIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router';
import { useAreaPath } from '../../lib/area.tsx';
import type { SessionUser } from '../../lib/session/session-guard.ts';
import { PROFILE_MENU } from './menu.ts';
import { MENU_ICONS } from './menu-icons.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

interface ProfileMenuProps {
  user: SessionUser;
  onSignOut(): void;
}

const itemClass = 'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium text-ink';

export function ProfileMenu({ user, onSignOut }: ProfileMenuProps) {
  const toArea = useAreaPath();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={messages.auth.profile}
        className="flex items-center gap-1.5 rounded-full p-0.5 pr-1.5 transition hover:bg-surface-muted data-open:bg-surface-muted"
      >
        {/* Initials drawn by CSS: the button's name stays exactly 'Perfil' and no visible text contradicts it. */}
        <span
          aria-hidden="true"
          data-initials={initials(user.name)}
          className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-teal-deep text-sm font-semibold text-white before:content-[attr(data-initials)]"
        />
        <ChevronDownIcon aria-hidden="true" className="size-4 text-ink-subtle" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        transition
        className="z-40 w-64 origin-top-right rounded-xl border border-line bg-surface p-1.5 shadow-xl [--anchor-gap:8px] focus:outline-none transition duration-100 data-closed:scale-95 data-closed:opacity-0"
      >
        <div className="px-3 py-2.5">
          <p className="text-xs text-ink-subtle">{messages.layout.signedInAs}</p>
          <p className="mt-0.5 truncate text-sm font-semibold text-ink">{user.name}</p>
          <p className="truncate text-xs text-ink-muted">
            {user.username} · {roleLabel(user.role)}
          </p>
        </div>
        <MenuSeparator className="my-1 h-px bg-line" />
        {PROFILE_MENU.map((entry) => {
          const Icon = entry.icon && MENU_ICONS[entry.icon];
          return (
            <MenuItem key={entry.path}>
              <Link to={toArea(entry.path)} className={`${itemClass} data-focus:bg-surface-muted`}>
                {Icon && <Icon aria-hidden="true" className="size-5 opacity-80" />}
                {entry.label}
              </Link>
            </MenuItem>
          );
        })}
        {PROFILE_MENU.length > 0 && <MenuSeparator className="my-1 h-px bg-line" />}
        <MenuItem>
          <button
            type="button"
            onClick={onSignOut}
            className={`${itemClass} data-focus:bg-red-50 data-focus:text-red-700 dark:data-focus:bg-red-500/10 dark:data-focus:text-red-300`}
          >
            <ArrowRightStartOnRectangleIcon aria-hidden="true" className="size-5 opacity-80" />
            {messages.auth.signOut}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
