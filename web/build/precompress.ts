import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Text files worth compressing; images (png) and fonts (woff2) are compressed already.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this a compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the strongest settings
 * (done once per build, never per request). The gateway serves them to browsers that accept them
 * (gateway/src/http/web-app.ts, @fastify/static's preCompressed).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'agua:precompress',
    apply: 'build',
    // After every other plugin wrote its files (the service worker and index.html included).
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < MIN_BYTES) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
