import { STORAGE_KEYS } from './storage-keys.ts';

export type Theme = 'light' | 'dark';

// index.html applies the theme before the first paint; this module keeps <html> and localStorage in step
// afterwards. The class on <html> is the source of truth, so both always agree.

export function currentTheme(root: HTMLElement = document.documentElement): Theme {
  return root.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Storage can be blocked (private mode, quotas); the theme still applies for this visit.
  }
}

export function toggleTheme(root: HTMLElement = document.documentElement): Theme {
  const next: Theme = currentTheme(root) === 'dark' ? 'light' : 'dark';
  applyTheme(next, root);
  return next;
}
