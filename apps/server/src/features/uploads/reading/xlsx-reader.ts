// Reads the first sheet of an .xlsx workbook as rows of text, streaming: the zip (yauzl) inflates the
// sheet piece by piece, the XML scanner finds its rows, and each row goes to the sink as it ends, so a
// large sheet is never held whole. The workbook's other parts (the sheet list, the shared strings,
// the number formats) are read first. Cells come out as SheetJS shows them (the number formats are
// SheetJS's public SSF formatter): formulas are never evaluated (their cached value is read), dates
// become YYYY-MM-DD, text stays as written.
import * as XLSX from '@e965/xlsx';
import type { RowSink } from './row-sender.ts';
import { attribute, unescapeXml, XmlScanner } from './xml-scanner.ts';
import {
  drainEntry,
  type Entry,
  entryText,
  isSizeMismatch,
  openZip,
  readEntries,
  type ZipFile,
} from './zip.ts';

/** A refusal whose message is for the screen as it is. */
export class WorkbookRefusal extends Error {}

/** The words for a zip whose parts do not inflate to the sizes it declares. */
export const SIZES_LIE = 'The workbook is damaged: its parts are not the sizes it claims.';

/** A workbook this reader cannot make sense of; the message says which part, for the log. */
export class WorkbookDamaged extends Error {}

// ---- Number formats (SheetJS's SSF, its public API) ---------------------------------------------

type Ssf = {
  format(format: string, value: number | string, options?: { date1904?: boolean }): string;
  is_date(format: string): boolean;
  parse_date_code(
    value: number,
    options?: { date1904?: boolean },
  ): { y: number; m: number; d: number } | null;
  get_table(): Record<number, string>;
};
const SSF = XLSX.SSF as Ssf;
const BUILT_IN_FORMATS = SSF.get_table();
/** Built-in format ids Excel leaves implicit in some locales that are dates (as SheetJS reads them). */
const IMPLICIT_DATES = new Set([27, 28, 29, 30, 31, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58, 71, 72]);

const pad = (n: number) => String(n).padStart(2, '0');

// ---- The parts of a workbook ----------------------------------------------------------------------

type Parts = { zip: ZipFile; byName: Map<string, Entry> };

const partName = (name: string) => name.replace(/\\/g, '/').replace(/^\//, '').toLowerCase();

/** The whole text of a small part, or null when the workbook has no such part. */
async function partText(parts: Parts, name: string): Promise<string | null> {
  const entry = parts.byName.get(partName(name));
  if (!entry) return null;
  let text = '';
  for await (const piece of entryText(parts.zip, entry)) text += piece;
  return text;
}

/** Calls `open` for each start tag of a part's text. */
function eachTag(text: string, open: (name: string, tag: string) => void): void {
  const scanner = new XmlScanner({ open, close: () => {}, text: () => {}, cdata: () => {} });
  scanner.push(text);
  scanner.end();
}

/** A relationship's target, as a part name, from the part that holds the relationship. */
function resolveTarget(from: string, target: string): string {
  if (target.startsWith('/')) return partName(target);
  const parts = from.split('/').slice(0, -1);
  for (const step of target.split('/')) {
    if (step === '..') parts.pop();
    else if (step !== '.' && step !== '') parts.push(step);
  }
  return partName(parts.join('/'));
}

type Relationship = { id: string; type: string; target: string };

async function relationships(parts: Parts, of: string): Promise<Relationship[]> {
  const slash = of.lastIndexOf('/');
  const relsName = `${of.slice(0, slash + 1)}_rels/${of.slice(slash + 1)}.rels`;
  const text = await partText(parts, relsName);
  const found: Relationship[] = [];
  if (text === null) return found;
  eachTag(text, (name, tag) => {
    if (name !== 'Relationship' || attribute(tag, 'targetmode') === 'External') return;
    const id = attribute(tag, 'id');
    const target = attribute(tag, 'target');
    if (id && target)
      found.push({ id, type: attribute(tag, 'type') ?? '', target: resolveTarget(of, target) });
  });
  return found;
}

type Workbook = {
  sheet: string | null;
  sharedStrings: string | null;
  styles: string | null;
  date1904: boolean;
};

/** Where the first sheet, the shared strings and the styles are, and the workbook's date system. */
async function workbookParts(parts: Parts): Promise<Workbook> {
  const root = await relationships(parts, '');
  const bookName = root.find((r) => r.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  const text = await partText(parts, bookName);
  if (text === null) throw new WorkbookDamaged(`no workbook part (${bookName})`);
  let firstSheetId: string | undefined;
  let sawSheet = false;
  let date1904 = false;
  eachTag(text, (name, tag) => {
    if (name === 'sheet' && !sawSheet) {
      sawSheet = true;
      firstSheetId = attribute(tag, 'id');
    } else if (name === 'workbookPr') {
      const value = attribute(tag, 'date1904');
      date1904 = value === '1' || value === 'true';
    }
  });
  const rels = await relationships(parts, bookName);
  const byType = (suffix: string) => rels.find((r) => r.type.endsWith(suffix))?.target ?? null;
  return {
    sheet: rels.find((r) => r.id === firstSheetId)?.target ?? null,
    sharedStrings: byType('/sharedStrings'),
    styles: byType('/styles'),
    date1904,
  };
}

/** The number format of each cell style (a cell's s attribute is its index). */
async function cellFormats(parts: Parts, name: string | null): Promise<string[]> {
  const formats: string[] = [];
  const text = name ? await partText(parts, name) : null;
  if (text === null) return formats;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  const scanner = new XmlScanner({
    open: (tag, raw) => {
      if (tag === 'numFmt') {
        const id = Number(attribute(raw, 'numfmtid'));
        const code = attribute(raw, 'formatcode');
        if (Number.isInteger(id) && code !== undefined) custom.set(id, code);
      } else if (tag === 'cellXfs') inCellXfs = true;
      else if (tag === 'xf' && inCellXfs) {
        const id = Number(attribute(raw, 'numfmtid') ?? 0);
        formats.push(
          custom.get(id) ?? BUILT_IN_FORMATS[id] ?? (IMPLICIT_DATES.has(id) ? 'm/d/yy' : 'General'),
        );
      }
    },
    close: (tag) => {
      if (tag === 'cellXfs') inCellXfs = false;
    },
    text: () => {},
    cdata: () => {},
  });
  scanner.push(text);
  scanner.end();
  return formats;
}

/**
 * Text of a string item (<si> of the shared strings, <is> of an inline string): its <t>, or the <t>
 * of its runs, without the phonetic runs (<rPh>), as SheetJS reads it.
 */
class StringItem {
  #inText = false;
  #inPhonetic = 0;
  #raw = '';
  #text = '';

  /** A tag opened inside the item. */
  open(tag: string): void {
    if (tag === 'rPh') this.#inPhonetic++;
    else if (tag === 't' && this.#inPhonetic === 0) {
      this.#inText = true;
      this.#raw = '';
    }
  }

  close(tag: string): void {
    if (tag === 'rPh') this.#inPhonetic--;
    else if (tag === 't' && this.#inText) {
      this.#inText = false;
      this.#text += unescapeXml(this.#raw);
    }
  }

  text(raw: string): void {
    if (this.#inText) this.#raw += raw;
  }

  cdata(text: string): void {
    if (this.#inText) this.#raw += text.replace(/&/g, '&amp;');
  }

  /** The item's text so far; starts the next item. */
  take(): string {
    const text = this.#text;
    this.#text = '';
    this.#inPhonetic = 0;
    return text;
  }
}

/** Shared strings joined into one string each, so many a chunk. */
const STRINGS_PER_CHUNK = 4096;

/**
 * The shared strings, compact: each 4,096 of them joined into one string, with where each one starts.
 * A table of 245,000 strings (10 million characters) took 22 MB of the reader thread's heap as an
 * array of strings, most of them slices that kept the XML they were cut from; 12 MB so. A string is
 * cut out again when a cell names it.
 */
class SharedStrings {
  readonly #chunks: string[] = [];
  /** For each chunk, where each of its strings starts, and where the last one ends. */
  readonly #starts: Int32Array[] = [];
  #pending: string[] = [];
  #length = 0;

  get length(): number {
    return this.#length;
  }

  push(text: string): void {
    this.#pending.push(text);
    this.#length++;
    if (this.#pending.length === STRINGS_PER_CHUNK) this.seal();
  }

  /** Joins the strings pushed since the last chunk into one. */
  seal(): void {
    const pending = this.#pending;
    if (pending.length === 0) return;
    const starts = new Int32Array(pending.length + 1);
    let at = 0;
    for (let i = 0; i < pending.length; i++) {
      starts[i] = at;
      at += (pending[i] as string).length;
    }
    starts[pending.length] = at;
    this.#chunks.push(pending.join(''));
    this.#starts.push(starts);
    this.#pending = [];
  }

  /** The string at `index` (once sealed), or undefined when there is none. */
  at(index: number): string | undefined {
    if (!(index >= 0 && index < this.#length)) return undefined;
    const chunk = Math.floor(index / STRINGS_PER_CHUNK);
    const i = index - chunk * STRINGS_PER_CHUNK;
    const starts = this.#starts[chunk];
    const text = this.#chunks[chunk];
    return starts && text !== undefined ? text.slice(starts[i], starts[i + 1]) : undefined;
  }
}

/** The shared strings, streamed: a large table is read piece by piece too. */
async function sharedStrings(parts: Parts, name: string | null): Promise<SharedStrings> {
  const strings = new SharedStrings();
  const entry = name ? parts.byName.get(partName(name)) : undefined;
  if (!entry) return strings;
  const item = new StringItem();
  let inItem = false;
  const scanner = new XmlScanner({
    open: (tag) => {
      if (tag === 'si') {
        inItem = true;
        item.take();
      } else if (inItem) item.open(tag);
    },
    close: (tag) => {
      if (tag === 'si') {
        inItem = false;
        strings.push(item.take());
      } else if (inItem) item.close(tag);
    },
    text: (raw) => {
      if (inItem) item.text(raw);
    },
    cdata: (text) => {
      if (inItem) item.cdata(text);
    },
  });
  for await (const piece of entryText(parts.zip, entry)) scanner.push(piece);
  scanner.end();
  strings.seal();
  return strings;
}

// ---- The sheet ------------------------------------------------------------------------------------

/** Rows come out of the order of their numbers: the sheet is read again, rows sorted. */
class RowsOutOfOrder extends Error {}

/** The 0-based column of a cell reference (B3 is 1); -1 when there is none. */
function columnOf(reference: string | undefined): number {
  if (!reference) return -1;
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const c = reference.charCodeAt(i) | 0x20;
    if (c < 97 || c > 122) break;
    column = column * 26 + (c - 96);
  }
  return i === 0 ? -1 : column - 1;
}

type CellContext = { strings: SharedStrings; formats: readonly string[]; date1904: boolean };

/** A string cell's text in its number format (a format's text section, or '@'), as SheetJS shows it. */
function formattedText(text: string, format: string): string {
  if (format === 'General' || format === '@') return text;
  try {
    return SSF.format(format, text);
  } catch {
    return text;
  }
}

function numberText(value: number, format: string, date1904: boolean): string {
  if (format === 'General') {
    return (value | 0) === value ? value.toString(10) : SSF.format('General', value);
  }
  if (SSF.is_date(format)) {
    const parts = SSF.parse_date_code(value, { date1904 });
    return parts?.y ? `${parts.y}-${pad(parts.m)}-${pad(parts.d)}` : String(value);
  }
  try {
    return SSF.format(format, value, { date1904 });
  } catch {
    return String(value);
  }
}

/** The text of one cell; null when there is no cell (no value). */
function cellText(
  type: string | undefined,
  raw: string | null,
  inline: string | null,
  format: string,
  context: CellContext,
): string | null {
  switch (type) {
    case 'inlineStr':
      return inline === null ? null : formattedText(inline, format);
    case 's': {
      if (raw === null) return null;
      const index = Number.parseInt(raw, 10);
      const text = context.strings.at(index);
      if (text === undefined) throw new WorkbookDamaged(`shared string ${raw} does not exist`);
      return formattedText(text, format);
    }
    case 'str':
      return raw === null ? null : formattedText(unescapeXml(raw), format);
    case 'b':
      return raw === null ? null : raw.trim() === '1' || raw.trim() === 'true' ? 'TRUE' : 'FALSE';
    case 'e':
      return raw === null ? null : unescapeXml(raw);
    case 'd': {
      if (raw === null) return null;
      const date = new Date(raw.trim());
      return Number.isNaN(date.getTime()) ? raw.trim() : date.toISOString().slice(0, 10);
    }
    default: {
      if (raw === null || raw.trim() === '') return null;
      const value = Number(raw);
      return Number.isNaN(value) ? raw : numberText(value, format, context.date1904);
    }
  }
}

/**
 * Reads the sheet's rows as its XML comes: `row(index, cells)` for each row that has a cell with text.
 * Rows without a number follow the one before; cells without a reference the cell before.
 */
class SheetRows {
  readonly #context: CellContext;
  readonly #row: (index: number, cells: string[]) => void;
  #rowIndex = -1;
  #cells: string[] = [];
  #column = -1;
  #type: string | undefined;
  #style = 0;
  #inValue = false;
  #raw: string | null = null;
  #inline: StringItem | null = null;
  #inlineText: string | null = null;

  constructor(context: CellContext, row: (index: number, cells: string[]) => void) {
    this.#context = context;
    this.#row = row;
  }

  open(name: string, tag: string): void {
    if (this.#inline) {
      this.#inline.open(name);
      return;
    }
    switch (name) {
      case 'row': {
        const number = Number(attribute(tag, 'r'));
        this.#rowIndex = Number.isInteger(number) && number > 0 ? number - 1 : this.#rowIndex + 1;
        this.#cells = [];
        this.#column = -1;
        break;
      }
      case 'c': {
        const column = columnOf(attribute(tag, 'r'));
        this.#column = column >= 0 ? column : this.#column + 1;
        this.#type = attribute(tag, 't');
        this.#style = Number(attribute(tag, 's') ?? 0) || 0;
        this.#raw = null;
        this.#inlineText = null;
        break;
      }
      case 'v':
        this.#inValue = true;
        this.#raw = '';
        break;
      case 'is':
        this.#inline = new StringItem();
        break;
    }
  }

  close(name: string): void {
    if (this.#inline) {
      if (name === 'is') {
        this.#inlineText = this.#inline.take();
        this.#inline = null;
      } else this.#inline.close(name);
      return;
    }
    switch (name) {
      case 'v':
        this.#inValue = false;
        break;
      case 'c': {
        const format = this.#context.formats[this.#style] ?? 'General';
        const text = cellText(this.#type, this.#raw, this.#inlineText, format, this.#context);
        if (text !== null) this.#cells[this.#column] = text.trim();
        break;
      }
      case 'row': {
        const cells = this.#cells;
        let length = cells.length;
        while (length > 0 && !cells[length - 1]) length--;
        if (length === 0) break;
        const row = new Array<string>(length);
        for (let i = 0; i < length; i++) row[i] = cells[i] ?? '';
        this.#row(this.#rowIndex, row);
        break;
      }
    }
  }

  text(raw: string): void {
    if (this.#inline) this.#inline.text(raw);
    else if (this.#inValue) this.#raw += raw;
  }

  cdata(text: string): void {
    if (this.#inline) this.#inline.cdata(text);
    else if (this.#inValue) this.#raw += text.replace(/&/g, '&amp;');
  }
}

/** Scans the sheet part, giving each row that has text to `row`; waits on `pause` between pieces. */
async function scanSheet(
  parts: Parts,
  entry: Entry,
  context: CellContext,
  row: (index: number, cells: string[]) => void,
  pause: () => Promise<void>,
): Promise<void> {
  const rows = new SheetRows(context, row);
  const scanner = new XmlScanner(rows);
  for await (const piece of entryText(parts.zip, entry)) {
    scanner.push(piece);
    await pause();
  }
  scanner.end();
}

/**
 * The first sheet's rows to `sink`, in order. Rows that come out of order (Excel never writes them
 * so) void the rows sent, and the sheet is read again, its rows kept and sorted.
 */
async function readSheet(parts: Parts, entry: Entry, context: CellContext, sink: RowSink): Promise<void> {
  let last = -1;
  try {
    await scanSheet(
      parts,
      entry,
      context,
      (index, cells) => {
        if (index <= last) throw new RowsOutOfOrder();
        last = index;
        sink.add(cells);
      },
      () => sink.ready(),
    );
    return;
  } catch (error) {
    if (!(error instanceof RowsOutOfOrder)) throw error;
  }
  sink.restart();
  const sorted = new Map<number, string[]>();
  await scanSheet(
    parts,
    entry,
    context,
    (index, cells) => {
      const earlier = sorted.get(index);
      if (!earlier) sorted.set(index, cells);
      else
        cells.forEach((cell, i) => {
          if (cell !== '') earlier[i] = cell;
        });
    },
    async () => {},
  );
  for (const index of [...sorted.keys()].sort((a, b) => a - b)) {
    const cells = sorted.get(index) as string[];
    for (let i = 0; i < cells.length; i++) cells[i] ??= '';
    sink.add(cells);
  }
}

/**
 * Reads the first sheet of the workbook `bytes` to `sink`. Every part, read or not, must inflate to
 * the size the zip declares (WorkbookRefusal with SIZES_LIE otherwise); a workbook that cannot be
 * read throws another error, whose message is for the log.
 */
export async function readXlsx(bytes: Buffer, sink: RowSink): Promise<void> {
  try {
    const zip = await openZip(bytes);
    const entries = await readEntries(zip);
    const byName = new Map<string, Entry>();
    for (const entry of entries) {
      const name = partName(entry.fileName);
      if (byName.has(name)) throw new WorkbookDamaged(`two parts named ${entry.fileName}`);
      byName.set(name, entry);
    }
    const parts: Parts = { zip, byName };
    const book = await workbookParts(parts);
    const sheet = book.sheet ? byName.get(book.sheet) : undefined;
    if (!sheet) throw new WorkbookDamaged('the workbook has no sheet');
    const context: CellContext = {
      formats: await cellFormats(parts, book.styles),
      strings: await sharedStrings(parts, book.sharedStrings),
      date1904: book.date1904,
    };
    await readSheet(parts, sheet, context, sink);
    // The parts not read must be the sizes they claim too, as they always had to be.
    const read = new Set([book.sheet, book.sharedStrings, book.styles].filter((n) => n !== null));
    for (const [name, entry] of byName) {
      if (!read.has(name) && !entry.fileName.endsWith('/')) await drainEntry(zip, entry);
    }
  } catch (error) {
    if (isSizeMismatch(error)) throw new WorkbookRefusal(SIZES_LIE);
    throw error;
  }
}
