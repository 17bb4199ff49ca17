/**
 * A file name every browser can store as given. Chromium on Linux under a locale that cannot encode accents (the
 * C locale of a fresh machine, a kiosk, a CI runner) drops a name it cannot write and saves the file as
 * "download", extension and all lost. So accents are dropped from the letters ("Caniço" → "Canico", "º" → "o"),
 * and anything else outside printable ASCII becomes "_".
 */
export function portableFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');
}
