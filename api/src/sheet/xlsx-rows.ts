import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { InflateBudget, inflateEntry, listEntries, type ZipEntry, ZipError } from './zip-guard.ts';

// An uploaded spreadsheet's rows (a field sheet's) read straight from the .xlsx parts (workbook, shared strings,
// first worksheet) with a streaming XML parser, so an upload never touches the disk (a spreadsheet library's
// streaming reader spills worksheets to temporary files that it leaves behind) and every inflated byte is counted by
// the zip guard.

/** Receives each row of the first worksheet: its 1-based number and its cells' texts, column A first. */
export type RowSink = (rowNumber: number, cells: string[]) => void;

function entry(entries: Map<string, ZipEntry>, name: string): ZipEntry {
  const found = entries.get(name);
  if (!found) throw new ZipError(`missing ${name}`);
  return found;
}

/** Feeds an entry's XML to a fresh parser, decoding UTF-8 across chunk boundaries. */
async function parseXml(
  zip: Buffer,
  part: ZipEntry,
  budget: InflateBudget,
  listen: (parser: SaxesParser) => void,
): Promise<void> {
  const parser = new SaxesParser();
  listen(parser);
  parser.on('error', (error) => {
    throw new ZipError(`xml: ${error.message}`);
  });
  const decoder = new StringDecoder('utf8');
  await inflateEntry(zip, part, budget, (chunk) => parser.write(decoder.write(chunk)));
  parser.write(decoder.end());
  parser.close();
}

function localName(tag: SaxesTagPlain): string {
  const colon = tag.name.indexOf(':');
  return colon >= 0 ? tag.name.slice(colon + 1) : tag.name;
}

/** The path of the workbook's first sheet, through workbook.xml and its relationships. */
async function firstSheetPath(zip: Buffer, entries: Map<string, ZipEntry>, budget: InflateBudget) {
  let firstSheetRelation: string | undefined;
  await parseXml(zip, entry(entries, 'xl/workbook.xml'), budget, (parser) => {
    parser.on('opentag', (tag) => {
      if (firstSheetRelation === undefined && localName(tag) === 'sheet') {
        const relation = Object.entries(tag.attributes).find(([name]) => name.endsWith(':id'));
        firstSheetRelation = relation?.[1] ?? '';
      }
    });
  });
  const targets = new Map<string, string>();
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rels) {
    await parseXml(zip, rels, budget, (parser) => {
      parser.on('opentag', (tag) => {
        if (localName(tag) === 'Relationship')
          targets.set(String(tag.attributes.Id ?? ''), String(tag.attributes.Target ?? ''));
      });
    });
  }
  const target = targets.get(firstSheetRelation ?? '');
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The shared string table: each <si>'s text runs joined (phonetic hints left out). */
async function sharedStrings(zip: Buffer, entries: Map<string, ZipEntry>, budget: InflateBudget) {
  const strings: string[] = [];
  const part = entries.get('xl/sharedStrings.xml');
  if (!part) return strings;
  let current = '';
  let inText = false;
  let phonetic = 0;
  await parseXml(zip, part, budget, (parser) => {
    parser.on('opentag', (tag) => {
      const name = localName(tag);
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    });
    parser.on('text', (text) => {
      if (inText) current += text;
    });
    parser.on('closetag', (tag) => {
      const name = localName(tag);
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') strings.push(current);
    });
  });
  return strings;
}

/** "AB12" → 27 (0-based column index of the letters). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

/** A cell's value as the text a person typed: numbers plainly, formulas by their cached result, errors empty. */
function cellText(type: string, value: string, inline: string, strings: string[]): string {
  switch (type) {
    case 's':
      return (strings[Number(value)] ?? '').trim();
    case 'inlineStr':
      return inline.trim();
    case 'str':
      return value.trim();
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : '';
    case 'e':
      return '';
    default: {
      if (value.trim() === '') return '';
      const number = Number(value);
      return Number.isFinite(number) ? String(number) : value.trim();
    }
  }
}

/**
 * Reads the first worksheet of an .xlsx held in memory and hands each row to `onRow`. Throws a ZipError for an
 * archive that is not a readable workbook or that inflates too much; whatever `onRow` throws stops the reading.
 */
export async function readFirstWorksheet(zip: Buffer, onRow: RowSink): Promise<void> {
  const entries = listEntries(zip);
  const budget = new InflateBudget();
  const sheet = entry(entries, await firstSheetPath(zip, entries, budget));
  const strings = await sharedStrings(zip, entries, budget);

  let rowNumber = 0;
  let cells: string[] = [];
  let column = -1;
  let type = '';
  let value = '';
  let inline = '';
  let reading: 'v' | 't' | null = null;
  await parseXml(zip, sheet, budget, (parser) => {
    parser.on('opentag', (tag) => {
      switch (localName(tag)) {
        case 'row':
          rowNumber = Number(tag.attributes.r ?? rowNumber + 1);
          cells = [];
          column = -1;
          break;
        case 'c': {
          const reference = String(tag.attributes.r ?? '');
          column = reference ? columnIndex(reference) : column + 1;
          type = String(tag.attributes.t ?? 'n');
          value = '';
          inline = '';
          break;
        }
        case 'v':
          reading = 'v';
          break;
        case 't':
          reading = 't';
          break;
      }
    });
    parser.on('text', (text) => {
      if (reading === 'v') value += text;
      else if (reading === 't') inline += text;
    });
    parser.on('closetag', (tag) => {
      switch (localName(tag)) {
        case 'v':
        case 't':
          reading = null;
          break;
        case 'c':
          if (column >= 0) {
            while (cells.length < column) cells.push('');
            cells[column] = cellText(type, value, inline, strings);
          }
          break;
        case 'row':
          onRow(rowNumber, cells);
          break;
      }
    });
  });
}
