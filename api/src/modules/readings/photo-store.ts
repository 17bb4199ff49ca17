import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Where the photos of the registers taken on the offline route go (docs/domain.md "Offline reading route"): the
// data directory by default, an S3-compatible bucket when one is configured (PHOTO_S3_* in env.ts; MinIO or a cloud
// bucket, README "Photos of the readings"). Never a public URL: the api reads them back for an administrator.

export interface PhotoOptions {
  /** The folder of the data directory photos are kept in when no bucket is configured. */
  directory: string;
  s3?: { bucket: string; region: string; endpoint?: string; prefix: string };
}

export interface PhotoStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
}

/** Keys are the phone's reading ids (UUIDs): nothing a caller types becomes a path. */
const safeKey = (key: string) => {
  if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`not a photo key: ${key}`);
  return key;
};

function directoryStore(directory: string): PhotoStore {
  return {
    async put(key, bytes) {
      await mkdir(directory, { recursive: true });
      const target = path.join(directory, safeKey(key));
      // Written whole then renamed: a reader never sees half a photo.
      await writeFile(`${target}.part`, bytes);
      await rename(`${target}.part`, target);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(path.join(directory, safeKey(key))));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** The official AWS SDK v3 client, loaded only when a bucket is configured. */
function bucketStore(s3: NonNullable<PhotoOptions['s3']>): PhotoStore {
  const client = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    }),
  }));
  return {
    async put(key, bytes, contentType) {
      const { sdk, client: c } = await client;
      await c.send(
        new sdk.PutObjectCommand({
          Bucket: s3.bucket,
          Key: `${s3.prefix}${safeKey(key)}`,
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const { sdk, client: c } = await client;
      try {
        const answer = await c.send(
          new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: `${s3.prefix}${safeKey(key)}` }),
        );
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
  };
}

export function createPhotoStore(options: PhotoOptions): PhotoStore {
  return options.s3 ? bucketStore(options.s3) : directoryStore(options.directory);
}

/** At most this many bytes per photo: the phone resizes to it (web/src/features/reading-route/photo.ts). */
export const PHOTO_MAX_BYTES = 200 * 1024;

/** The image type the bytes themselves say (JPEG, PNG or WebP), whatever the name or declared type. */
export function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const at = (index: number) => bytes[index] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
