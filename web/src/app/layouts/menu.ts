import type { Role } from '@agua/domain/roles';
import { isGroup, type MenuEntry, type MenuGroup, type MenuLink } from '../../lib/feature.ts';
import { FEATURES } from '../features.ts';

/**
 * The features' menus as one: entries in the order of FEATURES, and a group whose label another feature already
 * used (Tesouraria, Pagamento…) merged into the first one, its children appended in turn.
 */
export function mergeMenus(menus: readonly (readonly MenuEntry[])[]): MenuEntry[] {
  const merged: MenuEntry[] = [];
  for (const entry of menus.flat()) {
    const same = isGroup(entry)
      ? merged.find((other): other is MenuGroup => isGroup(other) && other.label === entry.label)
      : undefined;
    if (same && isGroup(entry)) {
      merged[merged.indexOf(same)] = {
        ...same,
        icon: same.icon ?? entry.icon,
        children: mergeMenus([same.children, entry.children]),
      };
    } else {
      merged.push(entry);
    }
  }
  return merged;
}

/** The sidebar, labels and nesting as the product has them; each entry points at a feature's page. */
export const MAIN_MENU: readonly MenuEntry[] = mergeMenus(FEATURES.map((feature) => feature.menu ?? []));

/** The top bar's profile menu, above 'Terminar Sessão'. */
export const PROFILE_MENU: readonly MenuLink[] = FEATURES.flatMap((feature) => feature.profileMenu ?? []);

/** The menu a role sees: admin-only entries dropped, and groups left empty by that dropped too. */
export function menuForRole(menu: readonly MenuEntry[], role: Role): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.adminOnly && role !== 'ADMIN') continue;
    if (isGroup(entry)) {
      const children = menuForRole(entry.children, role);
      if (children.length > 0) visible.push({ ...entry, children });
    } else {
      visible.push(entry);
    }
  }
  return visible;
}

/** True when the group holds the page at `pathInArea`, so it starts expanded. */
export function groupContains(group: MenuGroup, pathInArea: string): boolean {
  return group.children.some((child) =>
    isGroup(child) ? groupContains(child, pathInArea) : pathInArea.startsWith(child.path),
  );
}
