// An .xlsx is a zip archive. Before any inflating, its central directory says how much each entry expands to; a
// "zip bomb" (a few kilobytes that inflate to gigabytes) is refused here instead of exhausting the process.

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const MAX_ENTRIES = 2000;
/** A genuine 50,000-row field sheet inflates to well under this. */
export const MAX_INFLATED_BYTES = 150 * 1024 * 1024;
const MAX_RATIO = 200;

export type ZipCheck = { ok: true } | { ok: false; reason: string };

function findEndOfCentralDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= earliest; offset -= 1) {
    if (zip.readUInt32LE(offset) === EOCD_SIGNATURE) return offset;
  }
  return -1;
}

export function checkZip(zip: Buffer): ZipCheck {
  if (zip.length < 22) return { ok: false, reason: 'truncated' };
  const eocd = findEndOfCentralDirectory(zip);
  if (eocd < 0) return { ok: false, reason: 'no central directory' };
  const entries = zip.readUInt16LE(eocd + 10);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  // ZIP64 markers: a field sheet never needs them, and their real sizes live elsewhere.
  if (entries === 0xffff || directoryOffset === 0xffffffff) return { ok: false, reason: 'zip64' };
  if (entries > MAX_ENTRIES) return { ok: false, reason: 'too many entries' };
  let offset = directoryOffset;
  let inflated = 0;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_SIGNATURE)
      return { ok: false, reason: 'corrupt central directory' };
    const compressed = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    if (compressed === 0xffffffff || size === 0xffffffff) return { ok: false, reason: 'zip64' };
    inflated += size;
    if (inflated > MAX_INFLATED_BYTES) return { ok: false, reason: 'inflates too much' };
    if (size > 1024 * 1024 && size / Math.max(compressed, 1) > MAX_RATIO)
      return { ok: false, reason: 'suspicious compression ratio' };
    offset +=
      46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return { ok: true };
}
