import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { inlineHashes } from './inline-hashes.ts';

/**
 * Helmet's headers on every answer of the gateway (the web app, /graphql, /files, /health): nosniff, no framing,
 * no referrer, and a Content-Security-Policy that lets the built web app load only from this origin. The one
 * inline script of web/index.html (the theme, applied before the first paint) and its one inline style (the loading
 * shell, painted before any stylesheet arrives) are allowed by their hashes, read from the built index.html itself,
 * so a rebuild with a changed script or style needs no change here. GET /graphql's sandbox
 * page sets a policy of its own (sandbox.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, webDist: string): Promise<void> {
  const indexScripts = builtIndexHashes(path.join(webDist, 'index.html'), 'script');
  const indexStyles = builtIndexHashes(path.join(webDist, 'index.html'), 'style');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", indexScripts],
        styleSrc: ["'self'", indexStyles],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
        // No upgrade-insecure-requests: the back office is also served over plain HTTP on a local network,
        // where upgrading its own requests to HTTPS would break every asset.
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HTTPS is the proxy's concern; over plain HTTP browsers ignore the header anyway.
    strictTransportSecurity: false,
  });
}

/**
 * The hashes of index.html's inline scripts or styles, as one CSP source list. Re-read only when the file changes, so that
 * building the web while the gateway runs needs no restart (as for the app itself, http/web-app.ts).
 */
function builtIndexHashes(indexFile: string, tag: 'script' | 'style'): () => string {
  let readAt: number | undefined;
  let sources = "'self'";
  let checkedAt = 0;
  return () => {
    // Every answer carries the policy: look at the file at most once a second, not once per request.
    const now = Date.now();
    if (now - checkedAt < 1_000) return sources;
    checkedAt = now;
    let mtimeMs: number | undefined;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {
      // Not built yet: nothing inline to allow.
    }
    if (mtimeMs !== readAt) {
      readAt = mtimeMs;
      const hashes =
        mtimeMs === undefined ? '' : inlineHashes(readFileSync(indexFile, 'utf8'), tag).join(' ');
      sources = hashes || "'self'";
    }
    return sources;
  };
}
