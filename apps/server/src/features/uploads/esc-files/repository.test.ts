import { describe, expect, it } from 'vitest';
import type { EscFileRecord } from './esc-file-rows.ts';
import { FILES_PER_STATEMENT, type FileBatch, FilesToStore } from './repository.ts';

const file = (n: number): EscFileRecord =>
  ({
    order_number: `F-${n}`,
    state: 'AZ',
    transaction_type: 'PURCHASE',
    order_status: 'OPEN',
    open_date: '2026-01-02',
    buyer: n % 2 === 0 ? 'Say "hi"' : null,
    directing_client: n % 3 === 0 ? `Client ${n}` : null,
  }) as EscFileRecord;

/** The batches FilesToStore hands on for `count` files, `filesPerStatement` to a statement. */
function batchesOf(count: number, filesPerStatement: number): FileBatch[] {
  const batches: FileBatch[] = [];
  const files = new FilesToStore((batch) => batches.push(batch), filesPerStatement);
  for (let n = 0; n < count; n++) files.add(file(n));
  files.flush();
  return batches;
}

describe('files per statement', () => {
  it('keeps PostgreSQL statements large and PGlite ones small (PGlite runs on the server thread)', () => {
    expect(FILES_PER_STATEMENT.postgres).toBe(2500);
    expect(FILES_PER_STATEMENT.pglite).toBe(250);
  });

  it('hands on batches of exactly that many files, and the rest on flush', () => {
    expect(batchesOf(600, 250).map((b) => b.size)).toEqual([250, 250, 100]);
    expect(batchesOf(5001, 2500).map((b) => b.size)).toEqual([2500, 2500, 1]);
    expect(batchesOf(250, 250).map((b) => b.size)).toEqual([250]);
    expect(batchesOf(0, 250)).toEqual([]);
  });

  it('writes each batch in parts of at most 1,000 files (fewer when a statement holds fewer)', () => {
    expect(batchesOf(2500, 2500)[0]?.parts.map((p) => p.size)).toEqual([1000, 1000, 500]);
    expect(batchesOf(600, 250).map((b) => b.parts.map((p) => p.size))).toEqual([[250], [250], [100]]);
  });

  it('keeps every file, in order, as array elements of each column and its directing client', () => {
    const batches = batchesOf(7, 3);
    expect(batches.map((b) => b.parts.map((p) => p.columns[0]?.toString()))).toEqual([
      ['"F-0","F-1","F-2"'],
      ['"F-3","F-4","F-5"'],
      ['"F-6"'],
    ]);
    const buyer = batches[0]?.parts[0]?.columns[16]?.toString();
    expect(buyer).toBe('"Say \\"hi\\"",NULL,"Say \\"hi\\""');
    expect(batches.flatMap((b) => b.parts.flatMap((p) => p.clients))).toEqual([
      'Client 0',
      null,
      null,
      'Client 3',
      null,
      null,
      'Client 6',
    ]);
  });

  it('refuses a statement size that is not a positive whole number', () => {
    expect(() => new FilesToStore(() => {}, 0)).toThrow(/positive integer/);
    expect(() => new FilesToStore(() => {}, 2.5)).toThrow(/positive integer/);
  });
});
