import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { inlineHashes } from './inline-hashes.ts';

type Headers = Record<string, string>;

/**
 * Helmet's headers on every answer of the gateway (the web app, /graphql, /files, /health): nosniff, no framing,
 * no referrer, and a Content-Security-Policy that lets the built web app load only from this origin. The one
 * inline script of web/index.html (the theme, applied before the first paint) and its one inline style (the loading
 * shell, painted before any stylesheet arrives) are allowed by their hashes, read from the built index.html itself,
 * so a rebuild with a changed script or style needs no change here. GET /graphql's sandbox
 * page sets a policy of its own (sandbox.ts).
 *
 * The headers are worked out by helmet once per set of hashes and then copied onto each answer: @fastify/helmet
 * built a new helmet middleware (parsing every directive again) on every request, a measurable share of what the
 * gateway spends on a small GraphQL query (docs/domain.md "Dashboard counts").
 */
export async function registerSecurityHeaders(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const scripts = builtIndexHashes(indexFile, 'script');
  const styles = builtIndexHashes(indexFile, 'style');
  let builtFor = '';
  let headers: Headers = {};
  const current = (): Headers => {
    const scriptSources = scripts();
    const styleSources = styles();
    const key = `${scriptSources}\n${styleSources}`;
    if (key !== builtFor) {
      headers = helmetHeaders(options(scriptSources, styleSources));
      builtFor = key;
    }
    return headers;
  };
  current();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(current());
    done();
  });
}

function options(scriptSources: string, styleSources: string): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scriptSources],
        styleSrc: ["'self'", styleSources],
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
  };
}

/** The headers helmet sets with these options, captured from one run of its middleware. */
function helmetHeaders(helmetOptions: HelmetOptions): Headers {
  const headers: Headers = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
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
