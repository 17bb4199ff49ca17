import { messages } from '@agua/domain/messages';
import type { Role } from '@agua/domain/roles';
import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { Area } from '../../lib/area.tsx';
import { SidebarPanel } from './sidebar-panel.tsx';

interface MobileSidebarProps {
  open: boolean;
  onClose(): void;
  area: Area;
  userRole: Role;
}

/** Below the lg breakpoint the menu slides in over the page instead of taking a column. */
export function MobileSidebar({ open, onClose, area, userRole }: MobileSidebarProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40 lg:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/60 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex">
        <DialogPanel
          transition
          className="relative flex w-full max-w-72 transition duration-200 ease-out data-closed:-translate-x-full"
        >
          <SidebarPanel
            area={area}
            userRole={userRole}
            onNavigate={onClose}
            action={
              <button
                type="button"
                onClick={onClose}
                aria-label={messages.menu.closeMenu}
                className="rounded-lg p-1.5 text-slate-300 hover:bg-white/10 hover:text-white"
              >
                <XMarkIcon aria-hidden="true" className="size-5" />
              </button>
            }
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
