import { type RefObject, useEffect, useRef } from 'react';

/**
 * An edit panel opened from a list row: focus moves into it (its heading, so a screen reader says which record), Esc
 * closes it, and on closing focus goes back to what opened it (the row), so a keyboard user keeps their place.
 * Esc belongs to a dialog first: while one is open over the page, the panel ignores it.
 */
export function usePanelFocus<E extends HTMLElement>(onClose: () => void): RefObject<E | null> {
  const panel = useRef<E | null>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const heading = panel.current?.querySelector<HTMLElement>('h2, h3');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: false });
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return panel;
}
