import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoStore } from './photo-store.ts';

// The photo store's bucket path through the official AWS SDK, against a small S3-compatible server on a local port
// (path-style, as MinIO serves): what the SDK sends is what a real bucket would receive.
interface Seen {
  method: string;
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
}

const objects = new Map<string, { bytes: Buffer; contentType: string }>();
const seen: Seen[] = [];
let server: Server;
let endpoint: string;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = 'agua-teste';
  process.env.AWS_SECRET_ACCESS_KEY = 'agua-teste-segredo';
  server = createServer(async (request, response) => {
    const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
    const contentType = request.headers['content-type'];
    seen.push({
      method: request.method ?? '',
      path,
      contentType,
      authorization: request.headers.authorization,
    });
    if (request.method === 'PUT') {
      objects.set(path, { bytes: await bodyOf(request), contentType: contentType ?? '' });
      response.writeHead(200, { etag: '"1"' }).end();
      return;
    }
    const stored = objects.get(path);
    if (request.method === 'GET' && stored) {
      response.writeHead(200, { 'content-type': stored.contentType, 'content-length': stored.bytes.length });
      response.end(stored.bytes);
      return;
    }
    response
      .writeHead(404, { 'content-type': 'application/xml' })
      .end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>no</Message></Error>',
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('reading photos in an S3-compatible bucket', () => {
  it('stores a photo under the prefix, signed, and reads the same bytes back', async () => {
    const store = createPhotoStore({
      directory: '/nonexistent',
      s3: { bucket: 'fotos', region: 'us-east-1', endpoint, prefix: 'reading-photos/' },
    });
    const key = randomUUID();
    const jpeg = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...Array.from({ length: 500 }, (_, index) => index % 256),
    ]);
    await store.put(key, jpeg, 'image/jpeg');

    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/fotos/reading-photos/${key}`);
    expect(put?.contentType).toBe('image/jpeg');
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=agua-teste\//);
    expect(objects.get(`/fotos/reading-photos/${key}`)?.bytes.equals(Buffer.from(jpeg))).toBe(true);

    expect(await store.get(key)).toEqual(jpeg);
  });

  it('answers null for a photo the bucket does not hold, and refuses a key that is not a reading id', async () => {
    const store = createPhotoStore({
      directory: '/nonexistent',
      s3: { bucket: 'fotos', region: 'us-east-1', endpoint, prefix: 'reading-photos/' },
    });
    expect(await store.get(randomUUID())).toBeNull();
    const before = seen.length;
    await expect(store.put('../../etc/passwd', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(
      /not a photo key/,
    );
    expect(seen.length).toBe(before);
  });
});
