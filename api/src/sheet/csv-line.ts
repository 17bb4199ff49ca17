/**
 * A CSV line split on the delimiter, honouring double quotes ("" inside quotes is one quote); each cell trimmed.
 * Shared by the readings field sheet and the M-Pesa statement, both uploaded as CSV with `;` or `,`.
 */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * The non-blank lines of an uploaded CSV (UTF-8, a BOM allowed), each split into cells with its line number, or null
 * when the bytes are not UTF-8 text (a NUL, an invalid sequence): the caller refuses the file in its own words. The
 * delimiter is the header's: pt-PT spreadsheets write ';' because ',' is their decimal separator.
 */
export function csvRows(file: Buffer): { line: number; cells: string[] }[] | null {
  if (file.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return null;
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const delimiter = (lines[0] ?? '').includes(';') ? ';' : ',';
  const rows: { line: number; cells: string[] }[] = [];
  lines.forEach((line, index) => {
    if (line.trim() !== '') rows.push({ line: index + 1, cells: splitCsvLine(line, delimiter) });
  });
  return rows;
}
