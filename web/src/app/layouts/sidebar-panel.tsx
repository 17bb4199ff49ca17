import type { Role } from '@agua/domain/roles';
import type { ReactNode } from 'react';
import type { Area } from '../../lib/area.tsx';
import { Logo } from '../../ui/logo.tsx';
import { Sidebar } from './sidebar.tsx';

interface SidebarPanelProps {
  area: Area;
  userRole: Role;
  onNavigate?: () => void;
  /** Extra control in the brand row (the drawer's close button). */
  action?: ReactNode;
}

/** The navy column: brand on top, the menu below. Shared by the desktop sidebar and the mobile drawer. */
export function SidebarPanel({ area, userRole, onNavigate, action }: SidebarPanelProps) {
  return (
    <div className="flex h-full w-full flex-col bg-brand-950 dark:bg-[#08182a]">
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-white/10 px-5">
        <Logo inverted />
        {action}
      </div>
      <Sidebar area={area} userRole={userRole} onNavigate={onNavigate} />
    </div>
  );
}
