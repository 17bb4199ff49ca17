import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import { PassThrough, type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { messages } from '@agua/domain/messages';

// A backup file (docs/domain.md "Backups"):
//   "AGUABK01" · header length (uint32 BE) · header JSON · body · [GCM tag, 16 bytes] · SHA-256 of all before (32)
// The body is gzip of a sequence of frames — type byte · length (uint32 BE) · payload — encrypted with AES-256-GCM
// under a key derived (scrypt) from BACKUP_PASSPHRASE when one is set. Frames: S (the snapshot starts: JSON instant
// and migration count, so a restore refuses another version's file before loading), T (a table starts: JSON name and
// columns), D (COPY text rows), E (the table ends: JSON rows and SHA-256 of its data), M (the manifest, last).
// The trailing checksum is checked over the whole file before anything is read from it: a corrupted or truncated
// file is refused as a whole.

const MAGIC = Buffer.from('AGUABK01');
const CHECKSUM_BYTES = 32;
const TAG_BYTES = 16;
const MAX_HEADER_BYTES = 64 * 1024;
/** A frame bigger than this is no frame of ours: COPY chunks are at most 64 KB, a manifest a few. */
const MAX_FRAME_BYTES = 64 * 1024 * 1024;

export type FrameType = 'S' | 'T' | 'D' | 'E' | 'M';

interface Header {
  format: 1;
  encryption: null | {
    cipher: 'aes-256-gcm';
    kdf: 'scrypt';
    salt: string;
    iv: string;
    /** Tells a wrong passphrase at once, before any byte is decrypted; says nothing of the key itself. */
    keyCheck: string;
  };
}

/** A refusal the restore command prints as is (Portuguese, for the operator). */
export class BackupFileError extends Error {
  override readonly name = 'BackupFileError';
}

const r = messages.backups.restore;

function keyOf(passphrase: string, salt: Buffer): Buffer {
  return scryptSync(passphrase, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
}

function keyCheckOf(key: Buffer): string {
  return createHash('sha256').update('agua-backup-key-check').update(key).digest('hex');
}

/** Writes every byte to the file and into the running checksum; the checksum (and GCM tag) go last. */
class ChecksummedFile extends Writable {
  readonly hash = createHash('sha256');
  size = 0;
  checksum = '';

  constructor(
    private readonly file: FileHandle,
    private readonly beforeEnd: () => Buffer,
  ) {
    super();
  }

  async put(chunk: Buffer): Promise<void> {
    this.hash.update(chunk);
    this.size += chunk.length;
    await this.file.write(chunk);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.put(chunk).then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    const tail = this.beforeEnd();
    (async () => {
      if (tail.length > 0) await this.put(tail);
      const digest = this.hash.digest();
      this.checksum = digest.toString('hex');
      await this.file.write(digest);
      this.size += digest.length;
    })().then(() => done(), done);
  }
}

export interface ArchiveWriter {
  frame(type: FrameType, payload: Buffer): Promise<void>;
  /** Ends the file; answers its size and its checksum (hex), which is the file's last 32 bytes. */
  close(): Promise<{ size: number; checksum: string }>;
}

export async function createArchiveWriter(
  path: string,
  passphrase: string | undefined,
): Promise<ArchiveWriter> {
  const file = await open(path, 'wx', 0o600);
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = passphrase ? keyOf(passphrase, salt) : undefined;
  const cipher = key ? createCipheriv('aes-256-gcm', key, iv) : undefined;
  const header: Header = {
    format: 1,
    encryption: key
      ? {
          cipher: 'aes-256-gcm',
          kdf: 'scrypt',
          salt: salt.toString('base64'),
          iv: iv.toString('base64'),
          keyCheck: keyCheckOf(key),
        }
      : null,
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(headerBytes.length);
  const sink = new ChecksummedFile(file, () => (cipher ? cipher.getAuthTag() : Buffer.alloc(0)));
  await sink.put(Buffer.concat([MAGIC, length, headerBytes]));

  const frames = new PassThrough();
  const gzip = createGzip({ level: 6 });
  const written = (cipher ? pipeline(frames, gzip, cipher, sink) : pipeline(frames, gzip, sink)).finally(() =>
    file.close(),
  );
  // A failure shows at close (or at the next frame's write).
  written.catch(() => undefined);

  return {
    async frame(type, payload) {
      const head = Buffer.alloc(5);
      head.write(type, 0, 'latin1');
      head.writeUInt32BE(payload.length, 1);
      if (!frames.write(head) || !frames.write(payload)) {
        await new Promise<void>((resolve, reject) => {
          frames.once('drain', resolve);
          written.catch(reject);
        });
      }
    },
    async close() {
      frames.end();
      await written;
      return { size: sink.size, checksum: sink.checksum };
    },
  };
}

/** The checksum the file ends with, and the one its bytes give: equal for a sound file. */
async function fileChecksum(path: string): Promise<{ stored: string; computed: string; size: number }> {
  const { size } = await stat(path);
  if (size < MAGIC.length + 4 + CHECKSUM_BYTES) throw new BackupFileError(r.notBackup);
  const hash = createHash('sha256');
  await pipeline(createReadStream(path, { start: 0, end: size - CHECKSUM_BYTES - 1 }), hash);
  const file = await open(path, 'r');
  try {
    const stored = Buffer.alloc(CHECKSUM_BYTES);
    await file.read(stored, 0, CHECKSUM_BYTES, size - CHECKSUM_BYTES);
    return { stored: stored.toString('hex'), computed: hash.digest('hex'), size };
  } finally {
    await file.close();
  }
}

interface OpenedArchive {
  header: Header;
  bodyStart: number;
  size: number;
  checksum: string;
}

/** Refuses a file that is not a backup, or whose checksum does not match its bytes (corrupted, truncated). */
export async function verifyArchive(path: string): Promise<OpenedArchive> {
  const file = await open(path, 'r').catch(() => {
    throw new BackupFileError(r.notFound(path));
  });
  let header: Header;
  let bodyStart: number;
  try {
    const start = Buffer.alloc(MAGIC.length + 4);
    const { bytesRead } = await file.read(start, 0, start.length, 0);
    if (bytesRead < start.length || !start.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new BackupFileError(r.notBackup);
    }
    const headerLength = start.readUInt32BE(MAGIC.length);
    if (headerLength > MAX_HEADER_BYTES) throw new BackupFileError(r.corrupt);
    const headerBytes = Buffer.alloc(headerLength);
    await file.read(headerBytes, 0, headerLength, start.length);
    bodyStart = start.length + headerLength;
    try {
      header = JSON.parse(headerBytes.toString('utf8')) as Header;
    } catch {
      throw new BackupFileError(r.corrupt);
    }
  } finally {
    await file.close();
  }
  const { stored, computed, size } = await fileChecksum(path);
  if (stored !== computed) throw new BackupFileError(r.corrupt);
  return { header, bodyStart, size, checksum: stored };
}

export interface Frame {
  type: FrameType;
  payload: Buffer;
}

/** Splits the decompressed body into frames, as they come. */
async function* framesOf(body: Readable): AsyncGenerator<Frame> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of body as AsyncIterable<Buffer>) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= 5) {
      const length = pending.readUInt32BE(1);
      if (length > MAX_FRAME_BYTES) throw new BackupFileError(r.corrupt);
      if (pending.length < 5 + length) break;
      const type = pending.toString('latin1', 0, 1) as FrameType;
      if (!'STDEM'.includes(type)) throw new BackupFileError(r.corrupt);
      yield { type, payload: pending.subarray(5, 5 + length) };
      pending = pending.subarray(5 + length);
    }
  }
  if (pending.length > 0) throw new BackupFileError(r.corrupt);
}

/**
 * The frames of a verified archive, decrypted (BACKUP_PASSPHRASE) and decompressed. An encrypted file read with
 * a wrong passphrase fails its GCM tag: refused in Portuguese.
 */
export async function* readArchive(path: string, passphrase: string | undefined): AsyncGenerator<Frame> {
  const { header, bodyStart, size } = await verifyArchive(path);
  const encryption = header.encryption;
  const bodyEnd = size - CHECKSUM_BYTES - (encryption ? TAG_BYTES : 0);
  const raw = createReadStream(path, { start: bodyStart, end: bodyEnd - 1 });
  let body: Readable;
  if (encryption) {
    if (!passphrase) throw new BackupFileError(r.passphraseMissing);
    const tag = Buffer.alloc(TAG_BYTES);
    const file = await open(path, 'r');
    await file.read(tag, 0, TAG_BYTES, bodyEnd).finally(() => file.close());
    const key = keyOf(passphrase, Buffer.from(encryption.salt, 'base64'));
    if (keyCheckOf(key) !== encryption.keyCheck) throw new BackupFileError(r.passphraseWrong);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(encryption.iv, 'base64'));
    decipher.setAuthTag(tag);
    body = raw.pipe(decipher).pipe(createGunzip());
    decipher.on('error', (error) => body.destroy(error));
  } else {
    body = raw.pipe(createGunzip());
  }
  raw.on('error', (error) => body.destroy(error));
  try {
    yield* framesOf(body);
  } catch (error) {
    // The checksum held, so the bytes are the ones written: a file that still does not read is corrupt.
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(r.corrupt);
  }
}
