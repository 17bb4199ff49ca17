import { messages } from '@agua/domain/messages';
import { ChevronDoubleRightIcon } from '@heroicons/react/20/solid';
import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react';

export type Overflow = 'none' | 'more-right' | 'end';

/**
 * Whether a horizontally scrolling box hides columns to its right: on a phone a nine-column list is wider than the
 * screen, and without a cue nobody knows the balance is one swipe away.
 */
export function useHorizontalOverflow(): {
  ref: RefCallback<HTMLDivElement>;
  onScroll: () => void;
  overflow: Overflow;
} {
  const element = useRef<HTMLDivElement | null>(null);
  const [overflow, setOverflow] = useState<Overflow>('none');
  const measure = useCallback(() => {
    const box = element.current;
    if (!box) return;
    const hidden = box.scrollWidth - box.clientWidth;
    if (hidden <= 1) setOverflow('none');
    else setOverflow(box.scrollLeft >= hidden - 1 ? 'end' : 'more-right');
  }, []);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback<RefCallback<HTMLDivElement>>(
    (node) => {
      observer.current?.disconnect();
      element.current = node;
      if (!node || typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver(measure);
      observer.current.observe(node);
      const table = node.firstElementChild;
      if (table) observer.current.observe(table);
      measure();
    },
    [measure],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, onScroll: measure, overflow };
}

/** A line above the table while columns are hidden to the right; it goes once the user has scrolled to the end. */
export function ScrollCue({ overflow }: { overflow: Overflow }) {
  if (overflow !== 'more-right') return null;
  return (
    <p className="flex items-center justify-end gap-1 border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-xs font-medium text-slate-600 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      {messages.connectivity.scrollHint}
      <ChevronDoubleRightIcon aria-hidden="true" className="size-4 animate-pulse" />
    </p>
  );
}
