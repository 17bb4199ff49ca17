import { createInflateRaw } from 'node:zlib';

// An .xlsx is a zip archive. Its central directory *declares* how much each entry expands to, but a hostile file
// can declare little and inflate to gigabytes ("zip bomb"). So the declared sizes are only a first filter: the
// bytes are counted while they are inflated, and inflating stops as soon as an entry passes what it declared or
// the whole archive passes MAX_INFLATED_BYTES.

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_ENTRIES = 2000;
/** A genuine 50,000-row field sheet inflates to well under this. */
export const MAX_INFLATED_BYTES = 150 * 1024 * 1024;
const MAX_RATIO = 200;

const STORED = 0;
const DEFLATED = 8;

/** A file inside the archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

/** The archive cannot be read, or refuses to be read safely; the reason is for logs, not for users. */
export class ZipError extends Error {}

function findEndOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= earliest; offset -= 1) {
    if (zip.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  return -1;
}

/** Every entry of the central directory; refuses ZIP64, too many entries and declared sizes that are too large. */
export function listEntries(zip: Buffer): Map<string, ZipEntry> {
  if (zip.length < 22) throw new ZipError('truncated');
  const eocd = findEndOfCentralDirectory(zip);
  if (eocd < 0) throw new ZipError('no central directory');
  const count = zip.readUInt16LE(eocd + 10);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  // ZIP64 markers: a field sheet never needs them, and their real sizes live elsewhere.
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipError('zip64');
  if (count > MAX_ENTRIES) throw new ZipError('too many entries');
  const entries = new Map<string, ZipEntry>();
  let offset = directoryOffset;
  let declared = 0;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_SIGNATURE)
      throw new ZipError('corrupt central directory');
    const compressedSize = zip.readUInt32LE(offset + 20);
    const declaredSize = zip.readUInt32LE(offset + 24);
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff) throw new ZipError('zip64');
    declared += declaredSize;
    if (declared > MAX_INFLATED_BYTES) throw new ZipError('inflates too much');
    if (declaredSize > 1024 * 1024 && declaredSize / Math.max(compressedSize, 1) > MAX_RATIO)
      throw new ZipError('suspicious compression ratio');
    const nameLength = zip.readUInt16LE(offset + 28);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.set(name, {
      name,
      method: zip.readUInt16LE(offset + 10),
      compressedSize,
      declaredSize,
      localHeaderOffset: zip.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

/** Inflated bytes counted across every entry read from one archive. */
export class InflateBudget {
  private used = 0;
  constructor(readonly limit = MAX_INFLATED_BYTES) {}

  spend(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) throw new ZipError('inflates too much');
  }
}

function compressedData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE)
    throw new ZipError('corrupt local header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > zip.length) throw new ZipError('truncated entry');
  return zip.subarray(start, end);
}

/**
 * Streams an entry's inflated bytes to `onChunk`, counting them as they come: past the size the entry declared,
 * or past the archive's budget, inflating stops and a ZipError is thrown. Nothing is written to disk.
 */
export async function inflateEntry(
  zip: Buffer,
  entry: ZipEntry,
  budget: InflateBudget,
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  const data = compressedData(zip, entry);
  if (entry.method === STORED) {
    if (data.length !== entry.declaredSize) throw new ZipError('stored size mismatch');
    budget.spend(data.length);
    onChunk(data);
    return;
  }
  if (entry.method !== DEFLATED) throw new ZipError('unsupported compression');
  const inflate = createInflateRaw();
  let inflated = 0;
  const done = new Promise<void>((resolve, reject) => {
    inflate.on('data', (chunk: Buffer) => {
      try {
        inflated += chunk.length;
        if (inflated > entry.declaredSize) throw new ZipError('inflates past its declared size');
        budget.spend(chunk.length);
        onChunk(chunk);
      } catch (error) {
        inflate.destroy();
        reject(error);
      }
    });
    inflate.on('error', (error) => reject(new ZipError(`inflate: ${error.message}`)));
    inflate.on('end', resolve);
  });
  inflate.end(data);
  await done;
}
