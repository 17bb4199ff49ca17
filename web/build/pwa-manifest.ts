// By path, not by package name: Vite bundles the config's relative imports, while a workspace package would be
// loaded by Node 20 as is, and Node 20 cannot run TypeScript.

import type { ManifestOptions } from 'vite-plugin-pwa';
import { messages } from '../../domain/src/messages.ts';

// The installable app's identity. The PNG icons in public/ are renderings of public/favicon.svg (192 and 512 px,
// a maskable one on the brand blue with the safe-zone margin, and the 180 px one iOS asks for by name).
export function pwaManifest(): Partial<ManifestOptions> {
  return {
    name: `${messages.app.name} · ${messages.app.tagline}`,
    short_name: messages.app.name,
    description: messages.app.tagline,
    lang: 'pt-PT',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0b2a3f',
    theme_color: '#0b3b5a',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
