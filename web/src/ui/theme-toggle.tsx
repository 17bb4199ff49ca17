import { messages } from '@agua/domain/messages';
import { MoonIcon, SunIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useState } from 'react';
import { currentTheme, type Theme, toggleTheme } from '../lib/theme.ts';

export function ThemeToggle({ className }: { className?: string }) {
  const [theme, setTheme] = useState<Theme>(() => currentTheme());
  const Icon = theme === 'dark' ? SunIcon : MoonIcon;
  return (
    <button
      type="button"
      aria-label={messages.theme.toggle}
      aria-pressed={theme === 'dark'}
      title={theme === 'dark' ? messages.theme.light : messages.theme.dark}
      onClick={() => setTheme(toggleTheme())}
      className={clsx(
        'inline-flex size-9 items-center justify-center rounded-lg transition',
        className ?? 'text-ink-muted hover:bg-surface-muted hover:text-ink',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
