import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser's own date and month inputs speak the browser's language ("May 2026", mm/dd/yyyy in an English
// Chrome): every date goes through the product's DatePicker and every month through its MonthPicker (this folder),
// which write pt-PT whatever the browser. This check fails when one of those inputs comes back anywhere in web/src.

const SRC = path.resolve(import.meta.dirname, '../..');
const NATIVE = /type\s*[=:]\s*\{?\s*['"](date|month|week|datetime-local)['"]/g;

function nativeInputs(): string[] {
  const files = globSync('**/*.{ts,tsx}', { cwd: SRC }).filter(
    (file) => file !== path.relative(SRC, import.meta.filename),
  );
  return files.flatMap((file) => {
    const text = readFileSync(path.join(SRC, file), 'utf8');
    return [...text.matchAll(NATIVE)].map((match) => `${file}: type="${match[1]}"`);
  });
}

describe('date and month fields', () => {
  it('never use the browser’s own date or month input', () => {
    expect(nativeInputs()).toEqual([]);
  });

  it('would see one: the check reads the sources it guards', () => {
    expect(NATIVE.test('<input type="month" />')).toBe(true);
    NATIVE.lastIndex = 0;
    expect(NATIVE.test("<TextField type='date' />")).toBe(true);
    NATIVE.lastIndex = 0;
    expect(globSync('**/*.tsx', { cwd: SRC }).length).toBeGreaterThan(100);
  });
});
