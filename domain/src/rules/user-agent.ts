// A session's device as people recognise it ("Chrome em Android"), read from the User-Agent sent at sign-in. Only
// the common browsers and systems are told apart; anything else is shown by its first words.

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrom(?:e|ium)\/|\bHeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bundici\b|\bnode\b/i, 'Programa'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface Device {
  browser: string | null;
  system: string | null;
}

/** The browser and system of a User-Agent, each null when not recognised. */
export function deviceOf(userAgent: string | null | undefined): Device {
  const text = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return { browser, system };
}
