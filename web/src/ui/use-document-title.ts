import { messages } from '@agua/domain/messages';
import { useEffect } from 'react';

/** Names the browser tab after the screen, so several open tabs can be told apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${messages.app.name}`;
  }, [title]);
}
