import { messages } from '@agua/domain/messages';
import type { ComponentType } from 'react';

// What a screen area (web/src/features/<area>/feature.ts) declares: its pages, where the sidebar and the profile
// menu link to them, and the paths it answered at before. app/routes.tsx and app/layouts/menu.ts assemble every
// area's declaration from one list (app/features.ts), so a new area is its folder and one line there.

/**
 * The sidebar's icons by name: the layout draws them (app/layouts/menu-icons.ts), so the entry chunk, which holds
 * every feature.ts for the router, carries no icon.
 */
export type MenuIcon =
  | 'dashboard'
  | 'releases'
  | 'treasury'
  | 'contracts'
  | 'reports'
  | 'setup'
  | 'settings'
  | 'messages'
  | 'audit'
  | 'imports';

interface MenuCommon {
  label: string;
  icon?: MenuIcon;
  /** Shown only to ADMIN: the api refuses these operations to a FIELD_TECH anyway (docs/domain.md, Roles and access). */
  adminOnly?: boolean;
}

export interface MenuLink extends MenuCommon {
  /** Path inside the area: the same pages live under /manager and /technical. */
  path: string;
}

export interface MenuGroup extends MenuCommon {
  children: readonly MenuEntry[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}

/** One page: its path inside the area and its own chunk, fetched the first time it is opened. */
export interface FeaturePage {
  path: string;
  load: () => Promise<ComponentType>;
  /** The pages whose screen links here, for a page that has no menu entry of its own. */
  linkedFrom?: readonly string[];
}

export interface Feature {
  pages: readonly FeaturePage[];
  /** Sidebar entries; a group with the label of another feature's group (Lançamento, Tesouraria…) merges with it. */
  menu?: readonly MenuEntry[];
  /** Links of the top bar's profile menu. */
  profileMenu?: readonly MenuLink[];
  /** Paths the pages answered at before they moved: each redirects (replace) to its new path, query kept. */
  moved?: Readonly<Record<string, string>>;
}

const m = messages.menu;

/** The sidebar's groups that several features fill, so each names them the same way. */
export const MENU_GROUPS = {
  releases: { label: m.releases, icon: 'releases' },
  treasury: { label: m.treasury, icon: 'treasury' },
  payments: { label: m.payments },
} as const satisfies Record<string, Omit<MenuGroup, 'children'>>;
