import { describe, expect, it } from 'vitest';
import { isGroup, type MenuEntry } from '../lib/feature.ts';
import { FEATURES } from './features.ts';
import { MAIN_MENU, PROFILE_MENU } from './layouts/menu.ts';

function menuPaths(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => (isGroup(entry) ? menuPaths(entry.children) : [entry.path]));
}

const pages = FEATURES.flatMap((feature) => feature.pages);
const pagePaths = pages.map((page) => page.path);
const linked = new Set([...menuPaths(MAIN_MENU), ...PROFILE_MENU.map((entry) => entry.path)]);

describe('every page is reachable', () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    '%s has a menu entry, a profile-menu link, or a page that links to it',
    (path, page) => {
      const from = page.linkedFrom ?? [];
      // A page declared as linked from another must name pages that exist and are themselves reachable.
      for (const source of from) {
        expect(pagePaths, `${path} is linked from ${source}, which is no page`).toContain(source);
        expect(linked.has(source), `${source}, which links to ${path}, is reachable`).toBe(true);
      }
      expect(linked.has(path) || from.length > 0, `${path}: no menu entry and no page links to it`).toBe(
        true,
      );
    },
  );

  it('links only to pages that exist, each page once', () => {
    for (const path of linked) expect(pagePaths, `the menu links to ${path}`).toContain(path);
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
  });

  it('keeps every old path apart from the pages, each leading to a page', () => {
    const moved = FEATURES.flatMap((feature) => Object.entries(feature.moved ?? {}));
    for (const [from, to] of moved) {
      expect(pagePaths, `${from} moved to ${to}`).toContain(to);
      expect(pagePaths).not.toContain(from);
    }
  });
});
