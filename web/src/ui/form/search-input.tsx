import { messages } from '@agua/domain/messages';
import { MagnifyingGlassIcon, XMarkIcon } from '@heroicons/react/20/solid';
import clsx from 'clsx';
import { useRef } from 'react';

const t = messages.widgets.search;

export type SearchInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name; defaults to 'Pesquisar'. */
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  className?: string;
};

/** A search box: magnifier, the query, and a clear button (Escape clears too). */
export function SearchInput({
  value,
  onChange,
  label = t.label,
  placeholder = t.placeholder,
  autoFocus,
  className,
}: SearchInputProps) {
  const input = useRef<HTMLInputElement>(null);

  return (
    <div className={clsx('relative', className)}>
      <MagnifyingGlassIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400 dark:text-slate-500"
      />
      <input
        ref={input}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        // biome-ignore lint/a11y/noAutofocus: only when the screen asks for it (a search-first dialog).
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        className="block w-full rounded-md border border-slate-300 bg-white py-1.5 pr-8 pl-8 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-sky-500 focus:outline-2 focus:-outline-offset-1 focus:outline-sky-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          aria-label={t.clear}
          title={t.clear}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1 -translate-y-1/2 rounded p-1 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-slate-500 dark:hover:text-slate-200"
        >
          <XMarkIcon aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
