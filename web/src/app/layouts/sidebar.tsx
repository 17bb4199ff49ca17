import { messages } from '@agua/domain/messages';
import type { Role } from '@agua/domain/roles';
import { ChevronRightIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useEffect, useId, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { type Area, areaPath } from '../../lib/area.tsx';
import { isGroup, type MenuEntry, type MenuGroup, type MenuLink } from '../../lib/feature.ts';
import { groupContains, MAIN_MENU, menuForRole } from './menu.ts';
import { MENU_ICONS } from './menu-icons.ts';

interface SidebarProps {
  area: Area;
  userRole: Role;
  /** Called after a link is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
}

interface ItemProps {
  area: Area;
  depth: number;
  pathInArea: string;
  onNavigate?: () => void;
}

const rowBase = 'group flex w-full items-center gap-3 rounded-lg text-left text-sm transition-colors';

function rowClass(depth: number, active: boolean) {
  return clsx(
    rowBase,
    depth === 0 ? 'px-3 py-2 font-medium' : 'px-3 py-1.5',
    active
      ? 'bg-white/12 text-white shadow-[inset_3px_0_0_0_var(--color-brand-300)]'
      : 'text-slate-300 hover:bg-white/6 hover:text-white',
  );
}

function LinkItem({ entry, area, depth, onNavigate }: ItemProps & { entry: MenuLink }) {
  const Icon = entry.icon && MENU_ICONS[entry.icon];
  return (
    <li>
      <NavLink
        to={areaPath(area, entry.path)}
        end
        onClick={onNavigate}
        className={({ isActive }) => rowClass(depth, isActive)}
      >
        {Icon && <Icon aria-hidden="true" className="size-5 shrink-0 opacity-90" />}
        <span className="truncate">{entry.label}</span>
      </NavLink>
    </li>
  );
}

function GroupItem({ entry, area, depth, pathInArea, onNavigate }: ItemProps & { entry: MenuGroup }) {
  const holdsCurrentPage = groupContains(entry, pathInArea);
  const [open, setOpen] = useState(holdsCurrentPage);
  const panelId = useId();
  const Icon = entry.icon && MENU_ICONS[entry.icon];

  // Following a link from elsewhere (breadcrumb, dashboard) into a closed group reveals where the user is.
  useEffect(() => {
    if (holdsCurrentPage) setOpen(true);
  }, [holdsCurrentPage]);

  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={clsx(rowClass(depth, false), holdsCurrentPage && !open && 'text-white')}
      >
        {Icon && <Icon aria-hidden="true" className="size-5 shrink-0 opacity-90" />}
        <span className="flex-1 truncate">{entry.label}</span>
        <ChevronRightIcon
          aria-hidden="true"
          className={clsx('size-4 shrink-0 opacity-70 transition-transform', open && 'rotate-90')}
        />
      </button>
      {open && (
        <ul
          id={panelId}
          className={clsx(
            'mt-0.5 space-y-0.5 border-l border-white/10',
            depth === 0 ? 'ml-5.5 pl-2' : 'ml-3 pl-2',
          )}
        >
          <MenuItems
            entries={entry.children}
            area={area}
            depth={depth + 1}
            pathInArea={pathInArea}
            onNavigate={onNavigate}
          />
        </ul>
      )}
    </li>
  );
}

function MenuItems({ entries, ...props }: ItemProps & { entries: readonly MenuEntry[] }) {
  return entries.map((entry) =>
    isGroup(entry) ? (
      <GroupItem key={entry.label} entry={entry} {...props} />
    ) : (
      <LinkItem key={entry.path} entry={entry} {...props} />
    ),
  );
}

/** The main menu, links inside the current area, admin-only entries hidden from others. */
export function Sidebar({ area, userRole, onNavigate }: SidebarProps) {
  const entries = useMemo(() => menuForRole(MAIN_MENU, userRole), [userRole]);
  const { pathname } = useLocation();
  const pathInArea = pathname.startsWith(`/${area}/`) ? pathname.slice(area.length + 2) : '';

  return (
    <nav aria-label={messages.layout.mainNav} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        <MenuItems entries={entries} area={area} depth={0} pathInArea={pathInArea} onNavigate={onNavigate} />
      </ul>
    </nav>
  );
}
