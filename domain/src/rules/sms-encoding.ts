// How an SMS is encoded and how many parts it costs (3GPP TS 23.038, "GSM 03.38"; docs/domain.md "SMS notices").
// A text made only of the GSM 7-bit default alphabet travels as GSM-7: 160 septets in one part, 153 per part of a
// concatenated message (the rest carries the part header); the extension table's characters (€ [ ] { } ^ ~ \ | and
// the form feed) take an escape septet and so count 2, and are never split from their escape across two parts. Any
// other character switches the whole message to UCS-2: 70 UTF-16 units in one part, 67 per part (a character outside
// the BMP, such as an emoji, takes 2 units and is never split). Most Portuguese accents (á â ã ê í ó ô õ ú ç) are not
// in the GSM alphabet; é, à, É and Ç are.

/** The basic character set, in table order (0x1B, the escape, is left out: it is not a character of a text). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each is sent as escape + character, 2 septets. */
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export const SMS_LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;

/** The septets a character takes in GSM-7 (1 or 2), or 0 when it is not in the alphabet. */
export function gsmSeptets(character: string): 0 | 1 | 2 {
  if (basic.has(character)) return 1;
  if (extension.has(character)) return 2;
  return 0;
}

export function isGsm7(text: string): boolean {
  for (const character of text) if (gsmSeptets(character) === 0) return false;
  return true;
}

export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes: what the parts are cut from. */
  units: number;
  /** Characters as a reader counts them. */
  characters: number;
  parts: number;
  /** Units still free in the last part before one more part is needed. */
  remaining: number;
}

/** The encoding, size and parts of a text, cutting parts as a handset does (no escape or surrogate pair split). */
export function countSms(text: string): SmsCount {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const sizes = [...text].map((character) =>
    encoding === 'GSM-7' ? gsmSeptets(character) : character.length,
  );
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const characters = sizes.length;
  const limit = SMS_LIMITS[encoding];
  if (units <= limit.single)
    return { encoding, units, characters, parts: 1, remaining: limit.single - units };
  let parts = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > limit.part) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, units, characters, parts, remaining: limit.part - used };
}

/** The GSM-7 letter for each Portuguese (and common typographic) character outside the alphabet. */
const TRANSLITERATION: Record<string, string> = {
  á: 'a',
  â: 'a',
  ã: 'a',
  ê: 'e',
  í: 'i',
  ó: 'o',
  ô: 'o',
  õ: 'o',
  ú: 'u',
  ç: 'c',
  Á: 'A',
  À: 'A',
  Â: 'A',
  Ã: 'A',
  Ê: 'E',
  È: 'E',
  Í: 'I',
  Ì: 'I',
  Ó: 'O',
  Ò: 'O',
  Ô: 'O',
  Õ: 'O',
  Ú: 'U',
  Ù: 'U',
  ï: 'i',
  ë: 'e',
  º: 'o',
  ª: 'a',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
};

/** The text with every character the table knows replaced by its GSM-7 letter (others are kept). */
export function transliterate(text: string): string {
  let out = '';
  for (const character of text) out += TRANSLITERATION[character] ?? character;
  return out;
}

/**
 * What is sent when a template asks for transliteration: the text as written when it fits in one part (accents
 * kept), otherwise its transliteration — one GSM-7 part holds 160 characters where UCS-2 holds 70.
 */
export function smsText(text: string, transliterateWhenLong: boolean): string {
  if (!transliterateWhenLong) return text;
  if (countSms(text).parts === 1) return text;
  return transliterate(text);
}
