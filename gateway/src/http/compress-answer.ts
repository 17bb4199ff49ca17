import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer goes as it is: the headers would outweigh what compression saves. */
const MIN_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding to answer in, from Accept-Encoding: brotli when accepted, else gzip, else none. A coding with q=0 is
 * refused, as is one only reachable through `*;q=0`.
 */
export function chosenEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: AnswerEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * A GraphQL answer compressed for the link it goes over. The offline route of 1,000 meters is ~150 KB of JSON and
 * ~12 KB compressed: on a technician's 400 kbit/s link, seconds (docs/performance.md "The offline route"). Brotli at
 * a low quality and gzip at its default both run on libuv's thread pool, never on the event loop.
 */
export async function compressAnswer(
  body: string,
  acceptEncoding: string | undefined,
): Promise<{ body: string | Buffer; encoding: AnswerEncoding | null }> {
  const encoding = Buffer.byteLength(body) < MIN_BYTES ? null : chosenEncoding(acceptEncoding);
  if (encoding === 'br')
    return {
      encoding,
      body: await brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    };
  if (encoding === 'gzip') return { encoding, body: await gzipAsync(body) };
  return { body, encoding: null };
}
