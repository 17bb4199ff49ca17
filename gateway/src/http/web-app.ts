import { existsSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@agua/domain/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webAppMissingPage } from './web-app-missing.ts';

// Vite fingerprints everything under assets/ (app-3f9c1a.js): a new build gets new names, so a year is safe.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
const SERVICE_WORKER = /^(?:sw\.js|registerSW\.js|manifest\.webmanifest)$/;

/** Paths that belong to machines, never to the single-page app's router. */
const NOT_SPA = /^\/(?:api|graphql|files)(?:[/?]|$)/;

/**
 * Serves the built web app (web/dist) and answers every other browser navigation with index.html, so
 * deep links such as /contracts/list-contracts reach the client-side router.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) app.log.warn({ webDist }, 'web app not built: run `pnpm build`');

  // The folder is missing until `pnpm build`: the gateway still starts, and the fallback below says what to do.
  await app.register(fastifyStatic, {
    root: webDist,
    suppressWarning: true,
    // Source maps give the original sources away; a build made with them (WEB_SOURCEMAP=true, for local
    // debugging or an error tracker) still never serves them to the public.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    cacheControl: false,
    // The build writes a brotli (.br) and a gzip (.gz) copy beside every text file (web/build/precompress.ts): a
    // browser that accepts one gets it as is, with Content-Encoding and Vary: Accept-Encoding, and nothing is
    // compressed per request. On a 400 kbit/s link that is the difference between ~950 KB and ~280 KB.
    preCompressed: true,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(path.relative(webDist, withoutEncoding(file))));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (!isSpaNavigation(request)) return notFound(reply);
    // Checked per request so that building the web while the gateway runs needs no restart.
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(webAppMissingPage);
    }
    return reply.sendFile('index.html');
  });
}

/** app-3f9c1a.js.br → app-3f9c1a.js: a precompressed copy is cached like the file it stands for. */
function withoutEncoding(file: string): string {
  return file.replace(/\.(?:br|gz)$/, '');
}

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`assets${path.sep}`)) return IMMUTABLE;
  // index.html names the current assets: browsers must ask again after every deploy.
  if (relativePath.endsWith('.html')) return REVALIDATE;
  // The service worker decides which build a returning browser runs: it must be checked on every visit too.
  if (SERVICE_WORKER.test(relativePath)) return REVALIDATE;
  return SHORT;
}

function isSpaNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_SPA.test(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .send({ statusCode: 404, error: 'Not Found', message: messages.errors.routeNotFound });
}
