// By path, not by package name: Vite bundles the config's relative imports, while a workspace package would be
// loaded by Node 20 as is, and Node 20 cannot run TypeScript.

import type { Plugin } from 'vite';
import { messages } from '../../domain/src/messages.ts';

// The texts index.html shows before any script runs (the loading shell), taken from the pt-PT catalogue so the page
// has no Portuguese of its own. Each %AGUA_…% placeholder is replaced in development and at build.
const TEXTS: Readonly<Record<string, string>> = {
  '%AGUA_NAME%': messages.app.name,
  '%AGUA_TAGLINE%': messages.app.tagline,
  '%AGUA_LOADING%': messages.dialog.loading,
};

export function catalogueHtml(): Plugin {
  return {
    name: 'agua:catalogue-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(/%AGUA_[A-Z]+%/g, (key) => escapeHtml(TEXTS[key] ?? missing(key))),
    },
  };
}

function missing(key: string): never {
  throw new Error(`index.html: no catalogue text for ${key}`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
