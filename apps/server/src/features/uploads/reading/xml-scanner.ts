// The parts of an .xlsx workbook (SpreadsheetML) read as a stream of tags, for the workbook reader
// (xlsx-reader.ts). Not a general XML parser: it finds start tags, end tags and the text between them,
// and leaves the meaning to its handler. Tags are named without their namespace prefix (x:c is c).
// Comments and processing instructions are skipped, CDATA is text; a document type declaration is
// refused, so no entity of the file's own is ever expanded. Measured against saxes and htmlparser2
// on a 49 MB sheet: about three times as fast, which the import benchmark's target needs
// (docs/performance.md).

export type XmlHandler = {
  /** A start tag (`tag` is its whole text between < and >, for attribute()); `empty` for <x/>. */
  open(name: string, tag: string, empty: boolean): void;
  close(name: string): void;
  /** Text between tags, still escaped (see unescapeXml); it may come in several pieces. */
  text(raw: string): void;
  /** The text of a CDATA section, not escaped. */
  cdata(text: string): void;
};

export class XmlError extends Error {}

/** A tag or other markup longer than this is not one a spreadsheet program writes. */
const MAX_MARKUP = 1024 * 1024;

const GT = 62;
const SLASH = 47;
const QUESTION = 63;
const BANG = 33;

/** The local name of a tag: from after `<` or `</` (and any prefix) to the first space, / or >. */
function localName(tag: string, from: number): string {
  let end = from;
  let colon = -1;
  for (; end < tag.length; end++) {
    const c = tag.charCodeAt(end);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === SLASH || c === GT) break;
    if (c === 58) colon = end;
  }
  return tag.slice(colon < 0 ? from : colon + 1, end);
}

/** Where the tag that starts at `lt` ends (its >), quotes in attribute values skipped; -1: not yet. */
function tagEnd(text: string, lt: number): number {
  const gt = text.indexOf('>', lt);
  if (gt < 0) return -1;
  let quoted = false;
  for (let i = lt + 1; i < gt && !quoted; i++) {
    const c = text.charCodeAt(i);
    quoted = c === 34 || c === 39;
  }
  if (!quoted) return gt;
  let quote = 0;
  for (let i = lt + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === GT) return i;
  }
  return -1;
}

/** Reads XML given in pieces (`push`, then `end`); a piece may end anywhere. */
export class XmlScanner {
  readonly #handler: XmlHandler;
  #pending = '';

  constructor(handler: XmlHandler) {
    this.#handler = handler;
  }

  push(piece: string): void {
    const text = this.#pending === '' ? piece : this.#pending + piece;
    const handler = this.#handler;
    let at = 0;
    while (at < text.length) {
      const lt = text.indexOf('<', at);
      if (lt < 0) {
        handler.text(text.slice(at));
        at = text.length;
        break;
      }
      if (lt > at) handler.text(text.slice(at, lt));
      at = lt;
      const next = text.charCodeAt(lt + 1);
      if (Number.isNaN(next)) break;
      if (next === BANG) {
        if (text.startsWith('<!--', lt)) {
          const end = text.indexOf('-->', lt + 4);
          if (end < 0) break;
          at = end + 3;
        } else if (text.startsWith('<![CDATA[', lt)) {
          const end = text.indexOf(']]>', lt + 9);
          if (end < 0) break;
          handler.cdata(text.slice(lt + 9, end));
          at = end + 3;
        } else if (text.length - lt < 9) break;
        else throw new XmlError('a document type declaration is not allowed');
        continue;
      }
      if (next === QUESTION) {
        const end = text.indexOf('?>', lt + 2);
        if (end < 0) break;
        at = end + 2;
        continue;
      }
      const gt = tagEnd(text, lt);
      if (gt < 0) break;
      if (next === SLASH) handler.close(localName(text, lt + 2));
      else {
        const tag = text.slice(lt + 1, gt);
        const empty = tag.charCodeAt(tag.length - 1) === SLASH;
        handler.open(localName(tag, 0), tag, empty);
        if (empty) handler.close(localName(tag, 0));
      }
      at = gt + 1;
    }
    this.#pending = at === 0 ? text : text.slice(at);
    if (this.#pending.length > MAX_MARKUP) throw new XmlError('a tag is too long');
  }

  /** The text is over: markup left open is an error. */
  end(): void {
    if (this.#pending.trim() !== '') throw new XmlError('the part ends inside a tag');
  }
}

/** One attribute's value in a start tag, by its local name in any case (SheetJS reads T as t). */
export function attribute(tag: string, name: string): string | undefined {
  if (tag.indexOf('=') < 0) return undefined;
  const pattern = /\s(?:[\w.-]+:)?([\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  let value: string | undefined;
  for (let match = pattern.exec(tag); match; match = pattern.exec(tag)) {
    if ((match[1] as string).toLowerCase() === name) value = unescapeXml(match[2] ?? match[3] ?? '');
  }
  return value;
}

const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([\da-fA-F]+));/g;
const NAMED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** Characters OOXML writes as _xHHHH_ (a literal _x005F_ is an underscore). */
const ESCAPED_CHARACTER = /_x([\da-fA-F]{4})_/g;

const character = (code: number) => (code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** Text as written in the part: XML's escapes and OOXML's _xHHHH_ undone. */
export function unescapeXml(raw: string): string {
  let text = raw;
  if (text.indexOf('&') >= 0) {
    text = text.replace(ENTITY, (_match, name: string | undefined, decimal, hex) =>
      name ? (NAMED[name] as string) : character(decimal ? Number(decimal) : Number.parseInt(hex, 16)),
    );
  }
  if (text.indexOf('_x') >= 0) {
    text = text.replace(ESCAPED_CHARACTER, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  return text;
}
