// Issue 11, speed: "file search by order number <= 10 ms". GET /api/files/file-search over HTTP as
// the demo Super User, for the whole order number of a file opened in the report month (its file
// first, alone) and for its first characters as typed so far (the files whose number begins so, up
// to 50), each beside the same files found naively: every order number of esc_files compared, no
// index (left(upper(order_number), n): PostgreSQL would turn starts_with into an index range). The
// endpoint's files must be the naive ones, in the same order, before timing.
import { FILE_SEARCH_LIMIT, type GetFileSearchResponse } from '@hub/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { expectSame, reportFile, reportMonth, TARGETS_NOTE, targetsApply } from '../file-reports.ts';
import type { LatencyCase, LatencyRow } from '../types.ts';

/** The target: the whole answer within 10 ms (held to the p95). */
const MAX_MS = 10;

/** The files whose order number begins with `asked` (case ignored), in the endpoint's order, by a scan. */
const naive = (db: Db, asked: string) =>
  db.execute<{ order_number: string }>(sql`
    select order_number from esc_files
    where left(upper(order_number), length(${asked})) = upper(${asked})
    order by upper(order_number) collate "C", file_id
    limit ${FILE_SEARCH_LIMIT}`);

const orderNumbers = (result: unknown) =>
  ((result as { rows: { order_number: string }[] }).rows ?? []).map((row) => row.order_number);

export default {
  kind: 'latency',
  name: 'file reports: file search',
  description:
    'GET /api/files/file-search?order_number= as the demo Super User (every file), the whole number of a ' +
    'file opened in the report month and its first 6 characters; naive: the first characters of every ' +
    'order number compared (a scan)',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const withTargets = targetsApply({ database, files });
    const picked = await reportFile(db, await reportMonth(db));
    const whole = picked.order_number;
    const rows: LatencyRow[] = [];
    const notes: string[] = [];
    for (const [what, asked] of [
      ['whole number', whole],
      ['its first 6 characters', whole.slice(0, 6)],
    ] as const) {
      const path = `/api/files/file-search?order_number=${encodeURIComponent(asked)}`;
      const answer = await getJson<GetFileSearchResponse>(path);
      const expected = orderNumbers(await naive(db, asked));
      expectSame(
        `file search '${asked}'`,
        answer.map((file) => file.order_number),
        expected,
      );
      if (expected.length === 0) throw new Error(`file search '${asked}' found nothing`);
      if (what === 'whole number' && answer[0]?.order_number !== whole)
        throw new Error(`file search '${asked}' did not answer its file first`);
      note(`file search '${asked}' (${what}): ${answer.length} files, as the naive scan; timing…`);
      const naiveName = `file search '${asked}': naive scan of esc_files`;
      rows.push({ name: naiveName, ...(await time(() => naive(db, asked))) });
      rows.push({
        name: `file search '${asked}': GET /api/files/file-search`,
        ...(await time(() => get(path))),
        ...(withTargets ? { maxP95Ms: MAX_MS } : {}),
      });
      notes.push(
        `file search '${asked}' (${what}): ${answer.length} file(s), the same order numbers in the same ` +
          `order as the naive scan${what === 'whole number' ? ', the asked file first' : ''}`,
      );
    }
    if (!withTargets) notes.push(TARGETS_NOTE);
    return { rows, notes };
  },
} satisfies LatencyCase;
