/**
 * True when the caller asked for the bytes themselves (a PDF, a spreadsheet) rather than the seed's base64 JSON: its
 * Accept header names the file's media type or any binary.
 */
export function wantsBinary(accept: string | undefined, mediaType: string): boolean {
  if (!accept) return false;
  return accept
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase())
    .some((type) => type === mediaType || type === 'application/octet-stream');
}
