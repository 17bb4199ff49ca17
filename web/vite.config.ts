/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogueHtml } from './build/catalogue-html.ts';
import { precompress } from './build/precompress.ts';
import { pwaManifest } from './build/pwa-manifest.ts';
import { stylesheetAfterShell } from './build/stylesheet-after-shell.ts';

// In development the gateway (GraphQL and file downloads) runs beside Vite; in production it serves web/dist
// itself, so the browser only ever talks to its own origin.
const gateway = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    catalogueHtml(),
    stylesheetAfterShell(),
    VitePWA({
      // A new build takes over at the next visit; no prompt, since the gateway and the app are deployed together.
      registerType: 'autoUpdate',
      // Registered by a small file (registerSW.js), not an inline script: the CSP allows no inline script
      // without its hash, and this one would change with the build.
      injectRegister: 'script-defer',
      manifest: pwaManifest(),
      workbox: {
        // The app shell and every chunk, so a second visit starts without the network. Compressed copies
        // (.br, .gz) are for the gateway, not the cache.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // …but the password-strength estimator (~1 MB of dictionaries, domain/src/rules/password-strength.ts): only a
        // password form needs it, online, and every install would otherwise download it up front.
        globIgnores: ['**/password-strength-*.js'],
        // Deep links (/manager/clients/list) open the cached index.html; machine paths never do.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(?:graphql|files|api|health)(?:[/?]|$)/],
        // No runtime caching at all: GraphQL answers and /files downloads are never kept (always the current
        // data, and a signed-in user's data must not outlive the session in a cache), and no replay of failed
        // requests, so a mutation that failed offline is never sent behind the user's back.
        runtimeCaching: [],
        // The one thing sent in the background: the readings a technician queued on the offline route, on
        // Chromium's Background Sync (public/reading-sync-sw.js, docs/domain.md "Offline reading route").
        importScripts: ['reading-sync-sw.js'],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
      },
    }),
    precompress(),
  ],
  server: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/files': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/files': { target: gateway, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps would publish the original sources: only built on request (WEB_SOURCEMAP=true, e.g. for an error
    // tracker or local debugging), and the gateway never serves them anyway.
    sourcemap: process.env.WEB_SOURCEMAP === 'true',
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'graphql', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/ },
            {
              name: 'headlessui',
              test: /node_modules[\\/](@headlessui|@floating-ui|@react-aria|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Room for a busy machine (CI beside other builds): a component test that took 5.1 s at load average 7 timed out
    // at Vitest's default 5 s. A timeout says a test hangs; no test here times the code.
    testTimeout: 30_000,
  },
});
