// Reads a CSV file, or the first sheet of an .xls or .xlsx workbook, in a worker thread, so a hostile
// or huge file can only exhaust this thread's memory and time limits, never the server's, and the
// server's event loop stays free while it is parsed. Plain JavaScript: a worker does not go through
// the TypeScript loader. Cells come back as text, exactly as shown: formulas are never evaluated
// (their cached value is read) and dates become YYYY-MM-DD. A CSV file is decoded and parsed piece
// by piece (csv.mjs), its rows sent as they end.
//
// Rows go to the parent in batches as they are read ({ type: 'rows' }, then { type: 'done' }), so
// neither thread holds a large sheet whole. A large .xlsx sheet is read in slices: its zip entry is
// inflated as a stream and cut after closing row tags (where SheetJS itself splits rows), and SheetJS
// parses each slice as the sheet of a workbook that is otherwise the file's own (styles, date system).
// Its shared strings are parsed by SheetJS once, not once a slice: in a slice, a cell SheetJS would
// read as a shared string (its t attribute, read the way SheetJS reads attributes, is "s") gets a
// last t attribute of our own, so SheetJS leaves its index as it is and the index is looked up here,
// with the cell's number format applied as SheetJS applies it. Anything unusual (zip64, encryption,
// another encoding, rows numbered out of order, a string index SheetJS could not resolve) falls back
// to the whole read, after { type: 'restart' } if rows were sent already.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { CsvError, CsvParser, decodedPieces } from './csv.mjs';

/** Rows per message to the parent: few enough that the parent handles one in a few tens of ms. */
const BATCH_ROWS = 250;
/** A sheet whose zip entry inflates to more than this is read in slices (tests may set less). */
const SLICE_ABOVE_BYTES = workerData.slicing?.aboveBytes ?? 8 * 1024 * 1024;
/** Bytes of sheet XML per slice. */
const SLICE_BYTES = workerData.slicing?.bytes ?? 1024 * 1024;
/** The start of a sheet before its rows (<worksheet>, <dimension>, <cols>...) may take this much. */
const MAX_PREFIX_BYTES = 4 * 1024 * 1024;

const READ_OPTIONS = {
  dense: true,
  cellNF: true,
  cellText: true,
  cellFormula: false,
  cellHTML: false,
  cellStyles: false,
  cellDates: false,
  bookVBA: false,
  WTF: false,
};

const pad = (n) => String(n).padStart(2, '0');

function isoFromSerial(serial) {
  const parts = XLSX.SSF.parse_date_code(serial);
  if (!parts?.y) return String(serial);
  return `${parts.y}-${pad(parts.m)}-${pad(parts.d)}`;
}

function cellText(cell) {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z)) return isoFromSerial(cell.v);
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'e') return cell.w ?? '';
  return cell.w ?? String(cell.v);
}

/** The t attribute a slice gives the cells SheetJS would read as shared strings. */
const SHARED = 'hub-shared-string';

/** The slice needs a whole read after all. */
class ReadWhole extends Error {}

/**
 * Sends the rows to the parent in batches, one at a time: the parent asks for the next one
 * ({ type: 'next' }) once it has handled a batch and let its event loop turn, so that a file read
 * faster than the parent takes it never makes the parent handle batches back to back (one long stall
 * of its event loop). Batches read meanwhile wait here; drain() waits until the parent has them all.
 */
class RowSender {
  #batch = [];
  /** Full batches not sent yet. */
  #waiting = [];
  /** Batches the parent is ready to take. */
  #credit = 1;
  #drained = null;
  sent = false;
  /** Slices read (0: the sheet was read whole). */
  slices = 0;

  constructor() {
    parentPort.on('message', (message) => {
      if (message?.type !== 'next') return;
      this.#credit++;
      this.#send();
    });
  }

  /** `shared(cell)`: the text of a cell marked SHARED (only a slice has them). */
  add(data, shared) {
    for (let r = 0; r < data.length; r++) {
      const row = data[r];
      if (!row) continue;
      // A marked cell without a value is no cell: SheetJS skips a shared string without one.
      let length = row.length;
      while (
        length > 0 &&
        (!row[length - 1] || (shared && row[length - 1].t === SHARED && row[length - 1].v === undefined))
      )
        length--;
      if (length === 0) {
        data[r] = undefined;
        continue;
      }
      const texts = new Array(length);
      let blank = true;
      for (let i = 0; i < length; i++) {
        const cell = row[i];
        const text = (
          shared && cell?.t === SHARED ? (cell.v === undefined ? '' : shared(cell)) : cellText(cell)
        ).trim();
        texts[i] = text;
        if (text !== '') blank = false;
      }
      // Each row is let go as soon as it is read, so a slice's cells can be collected early.
      data[r] = undefined;
      if (!blank) this.#push(texts);
    }
  }

  /** A CSV record: its cells trimmed, kept even when they are all blank (as CSV was always read). */
  addCsv(row) {
    for (let i = 0; i < row.length; i++) row[i] = row[i].trim();
    this.#push(row);
  }

  #push(texts) {
    this.#batch.push(texts);
    if (this.#batch.length >= BATCH_ROWS) this.flush();
  }

  flush() {
    if (this.#batch.length === 0) return;
    this.#waiting.push(this.#batch);
    this.#batch = [];
    this.#send();
  }

  #send() {
    while (this.#credit > 0 && this.#waiting.length > 0) {
      this.#credit--;
      parentPort.postMessage({ type: 'rows', rows: this.#waiting.shift() });
      this.sent = true;
    }
    if (this.#waiting.length === 0 && this.#drained) {
      const drained = this.#drained;
      this.#drained = null;
      drained();
    }
  }

  /** Sends the rows read so far: resolves once every batch has gone to the parent. */
  drain() {
    this.flush();
    if (this.#waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.#drained = resolve;
    });
  }

  restart() {
    this.#batch = [];
    this.#waiting = [];
    if (this.sent) parentPort.postMessage({ type: 'restart' });
    this.sent = false;
    this.slices = 0;
  }
}

const firstSheetData = (workbook) => {
  const name = workbook.SheetNames[0];
  return name ? (workbook.Sheets[name]?.['!data'] ?? []) : [];
};

/**
 * A CSV file, decoded and parsed piece by piece, each piece's rows sent before the next is read:
 * neither its text nor its rows are held whole.
 */
async function readCsv(bytes, sender) {
  const parser = new CsvParser((row) => sender.addCsv(row));
  for (const text of decodedPieces(bytes)) {
    parser.push(text);
    await sender.drain();
  }
  parser.end();
}

/** The whole workbook at once: any .xls, and any .xlsx the sliced read does not take. */
function readWhole(bytes, sender) {
  sender.add(firstSheetData(XLSX.read(bytes, { type: 'buffer', ...READ_OPTIONS })));
}

// ---- The zip, as SheetJS reads it ---------------------------------------------------------------

/**
 * The entries of a plain zip (no zip64, no encryption, stored or deflated), from its central
 * directory; null for anything else, which the whole read then handles as it always has.
 */
function zipEntries(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  if (count === 0xffff || at === 0xffffffff) return null;
  const entries = [];
  const names = new Set();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > bytes.length) return null;
    // SheetJS reads names byte by byte, as Latin-1.
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('latin1');
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 0x2041 || (method !== 0 && method !== 8)) return null;
    if (compressed === 0xffffffff || size === 0xffffffff || local === 0xffffffff) return null;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) return null;
    // SheetJS trusts the local header: it must agree with the directory.
    const localFlags = view.getUint16(local + 6, true);
    const localName = bytes
      .subarray(local + 30, local + 30 + view.getUint16(local + 26, true))
      .toString('latin1');
    if (localName !== name || localFlags !== flags || view.getUint16(local + 8, true) !== method) return null;
    if (
      !(flags & 8) &&
      (view.getUint32(local + 18, true) !== compressed || view.getUint32(local + 22, true) !== size)
    )
      return null;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + compressed > bytes.length || names.has(name.toLowerCase())) return null;
    names.add(name.toLowerCase());
    entries.push({
      index: entries.length,
      name,
      method,
      size,
      data: bytes.subarray(start, start + compressed),
    });
  }
  return entries;
}

/** The words for a zip whose parts do not inflate to the sizes it declares. */
const SIZES_LIE = 'The workbook is damaged: its parts are not the sizes it claims.';

/** A refusal whose message is for the screen as it is. */
class Refusal extends Error {}

/**
 * Every part must inflate to exactly the size the zip declares: SheetJS silently cuts a part that
 * claims less (a sheet then reads as empty or short). A part that cannot be inflated at all is left
 * to the read, which says so. Large parts are inflated as a stream and not kept.
 */
async function checkSizes(entries) {
  for (const entry of entries) {
    let size = 0;
    try {
      if (entry.method === 0) size = entry.data.length;
      else if (entry.size <= SLICE_ABOVE_BYTES) {
        size = inflateRawSync(entry.data, { maxOutputLength: entry.size + 1 }).length;
      } else {
        const inflate = createInflateRaw({ chunkSize: 1024 * 1024 });
        inflate.end(entry.data);
        for await (const piece of inflate) {
          size += piece.length;
          if (size > entry.size) break;
        }
      }
    } catch (error) {
      if (error?.code === 'ERR_BUFFER_TOO_LARGE') throw new Refusal(SIZES_LIE);
      continue;
    }
    if (size !== entry.size) throw new Refusal(SIZES_LIE);
  }
}

function inflateEntry(entry) {
  if (entry.method === 0) return Buffer.from(entry.data);
  const out = inflateRawSync(entry.data, { maxOutputLength: Math.max(entry.size, 1) });
  if (out.length !== entry.size) throw new Error(`Bad uncompressed size: ${entry.size} != ${out.length}`);
  return out;
}

/**
 * A zip container for SheetJS whose entries are inflated only when SheetJS reads them, each at most
 * once; `replace(entry)` may give other content for an entry (a slice of the sheet). An entry that
 * cannot be inflated is noted (SheetJS ignores some errors), and the parse then counts as failed.
 */
function lazyContainer(entries, replace) {
  const zip = XLSX.CFB.utils.cfb_new();
  zip.hubInflateFailed = false;
  const inflated = new Map();
  for (const entry of entries) {
    const file = XLSX.CFB.utils.cfb_add(zip, entry.name, Buffer.alloc(0), { unsafe: true });
    file.size = entry.size;
    Object.defineProperty(file, 'content', {
      enumerable: true,
      get() {
        const other = replace(entry);
        if (other) return other;
        let content = inflated.get(entry.index);
        if (!content) {
          try {
            content = inflateEntry(entry);
          } catch (error) {
            zip.hubInflateFailed = true;
            throw error;
          }
          inflated.set(entry.index, content);
        }
        return content;
      },
    });
  }
  return zip;
}

function parse(zip) {
  const workbook = XLSX.parse_zip(zip, { ...READ_OPTIONS });
  if (zip.hubInflateFailed) throw new ReadWhole();
  return workbook;
}

// ---- Reading a large sheet in slices ---------------------------------------------------------

const MARK = '\u0001hub-sheet-entry:';
const sheetXml = (rows) =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      `<sheetData>${rows}</sheetData></worksheet>`,
    'latin1',
  );
/** A stand-in for a large entry: a sheet whose one cell names the entry. */
const markerSheet = (entry) =>
  sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>${MARK}${entry.index}</t></is></c></row>`);
const EMPTY = Buffer.alloc(0);

/** The patterns SheetJS uses to find cells and their attributes. */
const CELL = /<(?:\w+:)?c[ />]/g;
const ATTRIBUTE = /\s([^"\s?>/]+)\s*=\s*((?:")([^"]*)(?:")|(?:')([^']*)(?:')|([^'">\s]+))/g;

/** Whether an attribute's name, as SheetJS's parsexmltag(tag, true) stores it, sets t. */
function setsType(name) {
  const short = name.indexOf('_') > 0 ? name.slice(0, name.indexOf('_')) : name;
  return short === 't' || short.toLowerCase() === 't';
}

/**
 * The t attribute of a cell's start tag as SheetJS's parsexmltag(tag, true) reads it: every
 * attribute is stored under its name without a namespace prefix and under that name in lower case,
 * so t, T and x:t all set t, and the last one wins. Tags of plain name="value" attributes, as
 * spreadsheet programs write them, are read directly; any other goes through the same steps as
 * parsexmltag.
 */
function typeAttribute(tag) {
  let t;
  let at = tag.indexOf(' ');
  if (at < 0) return undefined;
  for (;;) {
    if (at === tag.length) return t;
    if (tag.charCodeAt(at) !== 32) break;
    const equals = tag.indexOf('="', at + 1);
    if (equals < 0) break;
    const name = tag.slice(at + 1, equals);
    if (name === '' || /[\s"'?>/:=]/.test(name)) break;
    const end = tag.indexOf('"', equals + 2);
    if (end < 0) break;
    if (setsType(name)) t = tag.slice(equals + 2, end);
    at = end + 1;
  }
  return typeAttributeAsParsed(tag);
}

function typeAttributeAsParsed(tag) {
  let root = 0;
  for (; root !== tag.length; ++root) {
    const c = tag.charCodeAt(root);
    if (c === 32 || c === 10 || c === 13) break;
  }
  if (root === tag.length) return undefined;
  // Only the keys t and T can change what t reads.
  const z = { t: undefined, T: undefined };
  const set = (key, value) => {
    if (key === 't' || key === 'T') z[key] = value;
    if (key.toLowerCase() === 't') z.t = value;
  };
  for (const match of tag.match(ATTRIBUTE) ?? []) {
    const cc = match.slice(1);
    let c = cc.indexOf('=');
    let name = cc.slice(0, c).trim();
    while (cc.charCodeAt(c + 1) === 32) ++c;
    const quote = cc.charCodeAt(c + 1) === 34 || cc.charCodeAt(c + 1) === 39 ? 1 : 0;
    const value = cc.slice(c + 1 + quote, cc.length - quote);
    const colon = name.indexOf(':');
    if (colon < 0) {
      if (name.indexOf('_') > 0) name = name.slice(0, name.indexOf('_'));
      set(name, value);
    } else {
      const key = (colon === 5 && name.slice(0, 5) === 'xmlns' ? 'xmlns' : '') + name.slice(colon + 1);
      if ((key === 't' || key === 'T') && z[key] && name.slice(colon - 3, colon) === 'ext') continue;
      set(key, value);
    }
  }
  return z.t;
}

/**
 * Gives every cell SheetJS would read as a shared string a last t attribute of SHARED. A cell's
 * start tag runs from its '<' to the first '>', as SheetJS takes it; one with a '<' in it is not
 * well formed, and the sheet is read whole instead.
 */
function markSharedStrings(text) {
  const parts = [];
  let done = 0;
  CELL.lastIndex = 0;
  for (let match = CELL.exec(text); match; match = CELL.exec(text)) {
    if (match[0].endsWith('>')) continue;
    const end = text.indexOf('>', match.index);
    if (end < 0) throw new ReadWhole();
    const tag = text.slice(match.index, end);
    if (tag.indexOf('<', 1) >= 0) throw new ReadWhole();
    // A tag without a t (numbers, mostly) needs no closer look.
    if ((tag.indexOf('t') >= 0 || tag.indexOf('T') >= 0) && typeAttribute(tag) === 's') {
      parts.push(text.slice(done, end), ` t="${SHARED}"`);
      done = end;
    }
    CELL.lastIndex = end;
  }
  if (done === 0) return text;
  parts.push(text.slice(done));
  return parts.join('');
}

/**
 * Where to cut `text` after a match of the global `pattern`: after the last match that ends within
 * `limit` characters, else after the first match (a row longer than a slice), else -1.
 */
function cutAfter(text, pattern, limit) {
  const head = text.length > limit ? text.slice(0, limit) : text;
  let end = -1;
  for (let from = Math.max(0, head.length - 4096); ; from = Math.max(0, from - 65536)) {
    pattern.lastIndex = from;
    for (let m = pattern.exec(head); m; m = pattern.exec(head)) end = m.index + m[0].length;
    if (end >= 0 || from === 0) break;
  }
  if (end >= 0) return end;
  pattern.lastIndex = 0;
  const first = pattern.exec(text);
  return first ? first.index + first[0].length : -1;
}

/** The inflated entry, as Latin-1 text (one character a byte, as SheetJS reads it), in pieces. */
async function* inflatedText(entry) {
  if (entry.method === 0) {
    for (let at = 0; at < entry.data.length; at += SLICE_BYTES) {
      yield entry.data.subarray(at, at + SLICE_BYTES).toString('latin1');
    }
    return;
  }
  const inflate = createInflateRaw({ chunkSize: 1024 * 1024 });
  inflate.end(entry.data);
  let total = 0;
  for await (const piece of inflate) {
    total += piece.length;
    if (total > entry.size) throw new Error(`Bad uncompressed size: ${entry.size} < ${total}`);
    yield piece.toString('latin1');
  }
  if (total !== entry.size) throw new Error(`Bad uncompressed size: ${entry.size} != ${total}`);
}

/** How SheetJS finds an element's content and splits it: sheetData into rows, sst into strings. */
const SHEET_DATA = {
  open: /<(?:\w+:)?sheetData\b[^<>]*>/,
  close: /<\/(?:\w+:)?sheetData>/g,
  boundary: /<\/(?:\w+:)?row>/g,
};
const SST = {
  open: /<(?:\w+:)?sst\b[^<>]*>/,
  close: /<\/(?:\w+:)?sst>/g,
  boundary: /<\/(?:\w+:)?(?:si|sstItem)>/g,
};

/**
 * The content of the element `parts` describes (from the first match of its start tag to the next
 * match of its end tag, as SheetJS takes it), in pieces of about SLICE_BYTES that each end just
 * after a boundary where SheetJS splits it; the last piece is what remains. Each comes with the
 * entry's text up to the content (`head`) and an end tag, to make a part SheetJS can parse.
 */
async function* contentPieces(entry, parts) {
  let head = null;
  let endTag = '';
  let pending = '';
  let ended = false;
  for await (const text of inflatedText(entry)) {
    if (ended) continue;
    // Where to look for the end tag: the new text, and a tag it may complete.
    const from = Math.max(0, pending.length - 64);
    pending += text;
    if (head === null) {
      // SheetJS reads a part that starts with a UTF-16 mark otherwise.
      if (pending.charCodeAt(0) === 0xff || pending.charCodeAt(1) === 0xfe) throw new ReadWhole();
      const open = parts.open.exec(pending);
      if (!open) {
        if (pending.length > MAX_PREFIX_BYTES) throw new ReadWhole();
        continue;
      }
      if (open[0].endsWith('/>')) throw new ReadWhole();
      head = pending.slice(0, open.index + open[0].length);
      endTag = `</${open[0].slice(1).split(/[\s/>]/)[0]}>`;
      pending = pending.slice(head.length);
      parts.close.lastIndex = 0;
    } else parts.close.lastIndex = from;
    const close = parts.close.exec(pending);
    if (close) {
      pending = pending.slice(0, close.index);
      ended = true;
    }
    while (pending.length >= SLICE_BYTES) {
      const end = cutAfter(pending, parts.boundary, SLICE_BYTES);
      if (end < 0) break;
      yield { head, endTag, text: pending.slice(0, end), last: false };
      pending = pending.slice(end);
    }
  }
  if (head === null || !ended) throw new ReadWhole();
  yield { head, endTag, text: pending, last: true };
}

/** The entry SheetJS reads a workbook's shared strings from, found as SheetJS finds it. */
function sharedStringsEntry(entries, workbook) {
  const path = workbook.Directory?.sst;
  if (!path) return null;
  const f = path.replace(/^\//, '').toLowerCase().replace(/\//g, '\\');
  const g = f.replace(/\\/g, '/');
  return entries.find((e) => e.name.toLowerCase() === f || e.name.toLowerCase() === g) ?? null;
}

/**
 * The text of every shared string, as SheetJS reads them, parsing the table in pieces too. SheetJS
 * makes a string of each piece between two ends of strings, and of what follows the last end: each
 * piece but the last gives one empty string too many, dropped here.
 */
async function sharedStrings(entries, sheet, sst) {
  const texts = [];
  if (!sst) return texts;
  let piece = null;
  const zip = lazyContainer(entries, (e) => (e === sheet ? sheetXml('') : e === sst ? piece : null));
  for await (const { head, endTag, text, last } of contentPieces(sst, SST)) {
    piece = Buffer.from(head + text + endTag, 'latin1');
    const strings = parse(zip).Strings ?? [];
    piece = null;
    const count = last ? strings.length : strings.length - 1;
    if (!last && strings[count]?.t !== '') throw new ReadWhole();
    for (let i = 0; i < count; i++) texts.push(strings[i]?.t);
  }
  return texts;
}

/** The text of a marked cell (see SHARED), as cellText gives it for the cell read whole. */
function sharedText(cell, strings) {
  const index = Number.parseInt(cell.v, 10);
  // SheetJS fails the whole sheet for an index it cannot resolve, or a format it has to guess.
  if (!(index >= 0 && index < strings.length) || cell.z === undefined) throw new ReadWhole();
  // SheetJS sets v to the string and w to it in the cell's number format.
  const text = strings[index];
  if (text === undefined || text === null) return '';
  let w;
  try {
    w = XLSX.SSF.format(cell.z, text);
  } catch {
    w = undefined;
  }
  return w ?? text;
}

/**
 * Reads the sheet `entry` slice by slice. Throws ReadWhole, maybe after sending rows, when the sheet
 * is not one this read takes, and any other error when a slice cannot be read.
 */
async function readSlices(entries, entry, sst, sender) {
  const strings = await sharedStrings(entries, entry, sst);
  let slice = null;
  // The shared strings are not read again: the slices' marked cells are looked up in `strings`.
  const zip = lazyContainer(entries, (e) => (e === entry ? slice : e === sst ? EMPTY : null));
  /** The highest row index SheetJS gave so far. */
  let lastIndex = -1;
  for await (const { head, endTag, text, last } of contentPieces(entry, SHEET_DATA)) {
    if (last && text.trim() === '') break;
    // A first empty row keeps SheetJS's count for rows without a number going from the last slice.
    const counter = lastIndex >= 0 ? `<row r="${lastIndex + 1}"></row>` : '';
    slice = Buffer.from(head + counter + markSharedStrings(text) + endTag, 'latin1');
    const data = firstSheetData(parse(zip));
    slice = null;
    let first = 0;
    while (first < data.length && !data[first]) first++;
    if (first < data.length) {
      // Rows must come in order across slices, as in files Excel writes; else the whole read sorts them.
      if (first <= lastIndex) throw new ReadWhole();
      lastIndex = data.length - 1;
    }
    sender.slices++;
    sender.add(data, (cell) => sharedText(cell, strings));
    await sender.drain();
  }
}

async function readXlsx(bytes, sender) {
  const entries = zipEntries(bytes);
  if (entries) await checkSizes(entries);
  const big = entries?.filter((e) => e.size > SLICE_ABOVE_BYTES) ?? [];
  if (!entries || big.length === 0) return readWhole(bytes, sender);
  // Which entry is the first sheet: SheetJS finds it, with every large entry standing in as a sheet
  // that names itself. When the first sheet is small and no stand-in was read, that read was whole.
  const read = new Set();
  const zip = lazyContainer(entries, (e) => {
    if (e.size <= SLICE_ABOVE_BYTES) return null;
    read.add(e.index);
    return markerSheet(e);
  });
  let book;
  try {
    book = parse(zip);
  } catch {
    // A stand-in where SheetJS needed another kind of part: the whole read says what it makes of it.
    return readWhole(bytes, sender);
  }
  const data = firstSheetData(book);
  const marker = data[0]?.[0]?.v;
  if (typeof marker === 'string' && marker.startsWith(MARK)) {
    const sheet = entries[Number(marker.slice(MARK.length))];
    try {
      if (sheet) return await readSlices(entries, sheet, sharedStringsEntry(entries, book), sender);
    } catch {
      // Whatever stops the slices (ReadWhole, or a part that cannot be read this way), the whole
      // read gives the answer, rows or error, that it always gave.
    }
    sender.restart();
    return readWhole(bytes, sender);
  }
  if (read.size === 0) return sender.add(data);
  return readWhole(bytes, sender);
}

try {
  const sender = new RowSender();
  const given = workerData.bytes;
  const bytes = given
    ? Buffer.from(given.buffer, given.byteOffset, given.byteLength)
    : readFileSync(workerData.path);
  if (workerData.format === 'csv') await readCsv(bytes, sender);
  else if (workerData.format === 'xlsx') await readXlsx(bytes, sender);
  else readWhole(bytes, sender);
  await sender.drain();
  parentPort.postMessage({ type: 'done', slices: sender.slices });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // SheetJS finds lying sizes too where the zip is one this file does not read itself.
  let detail;
  if (error instanceof Refusal) detail = message;
  else if (workerData.format === 'csv' || error instanceof CsvError)
    detail = `The CSV file cannot be read: ${message}`;
  else if (message.startsWith('Bad uncompressed size')) detail = SIZES_LIE;
  parentPort.postMessage({ type: 'error', message, detail });
}
