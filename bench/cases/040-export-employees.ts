// GET /api/employees/export as CSV and as XLSX, downloaded over HTTP by a client that reads the file
// as it comes, for 10,000 and then 100,000 employees: the export reads the list a page at a time, so
// the memory it adds should stay the same when the list is ten times longer.
//
// Each size and format is downloaded three times: once to warm up (unmeasured: the first run of a
// size leaves the process's allocators bigger whatever the export holds; with PGlite glibc's heap
// grew by 71 to 76 MB in /proc/self/smaps during the first 100,000-row download, not during the
// next), once measured (time, peak RSS, V8 heap) and once with a full collection every 100 ms (+live:
// what the export holds, which a warm-up cannot hide). Each 100,000-row row is checked against the
// 10,000-row row of its format: +RSS and +live at most MAX_GROWTH_MB more.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EXPORT_PAGE_SIZE } from '../../apps/server/src/exports/keyset.ts';
import type { JobCase, JobContext, JobRow } from '../types.ts';

const SIZES = [10_000, 100_000] as const;
const FORMATS = ['csv', 'xlsx'] as const;
/** How much more memory the 100,000-row export may add than the 10,000-row one: flat, give or take. */
const MAX_GROWTH_MB = 10;
/** The export's filter: the bench's employees are inactive, so the file holds them (and the few inactive demo ones). */
const QUERY = 'is_active=false';

/** Adds inactive employees `from`..`to` (numbered), half in each state, one in ten a REP. */
async function addEmployees(context: JobContext, marker: string, from: number, to: number): Promise<void> {
  await context.db.execute(sql`
    insert into employees (first_name, last_name, email, title, state, is_active, emp_type, payroll_id)
    select 'Bench ' || g, ${marker} || '-' || lpad(g::text, 6, '0'), 'bench' || g || '@' || ${marker} || '.test',
           'Escrow Officer', case when g % 2 = 0 then 'AZ' else 'NV' end, false,
           case when g % 10 = 0 then 'REP' else 'EO' end, ${marker} || '-' || g
    from generate_series(${from}::int, ${to}::int) as g`);
}

async function inactiveCount(context: JobContext): Promise<number> {
  const result = await context.db.execute<{ n: number }>(
    sql`select count(*)::int as n from employees where is_active = false`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Downloads the export, reading it chunk by chunk; answers its size in bytes. */
async function download(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.byteLength;
  return bytes;
}

const exportCase: JobCase = {
  kind: 'job',
  name: 'export employees',
  description:
    'GET /api/employees/export?format=csv|xlsx&is_active=false by a Super User, the file read as it arrives; ' +
    `keyset pages of ${EXPORT_PAGE_SIZE} rows (each an index range), XLSX written no faster than the zip and ` +
    'the client take it, so memory does not grow with the rows. Each size and format: a warm-up download, ' +
    'a measured one, and one for +live.',
  run: async (context) => {
    const marker = `benchexport${randomUUID().slice(0, 8)}`;
    const token = await context.token();
    const rows: JobRow[] = [];
    const notes: string[] = [];
    let added = 0;
    const rowName = (format: string, size: number) =>
      `export employees ${format} (${size / 1000}k, ${context.database})`;
    try {
      for (const [index, size] of SIZES.entries()) {
        context.note(`export: adding ${size - added} employees…`);
        await addEmployees(context, marker, added + 1, size);
        added = size;
        const listed = await inactiveCount(context);
        for (const format of FORMATS) {
          const url = `${context.origin}/api/employees/export?format=${format}&${QUERY}`;
          context.note(`export: ${listed} employees as ${format}: warm-up, measured, live…`);
          await download(url, token);
          const measured = await context.measure(() => download(url, token));
          const live = await context.measureLive(() => download(url, token));
          const smaller = SIZES[index - 1];
          rows.push({
            name: rowName(format, size),
            rows: listed,
            ms: measured.ms,
            startRssBytes: measured.startRssBytes,
            peakRssBytes: measured.peakRssBytes,
            startHeapBytes: measured.startHeapBytes,
            peakHeapBytes: measured.peakHeapBytes,
            liveBytes: live.liveBytes,
            ...(smaller === undefined
              ? {}
              : { versus: rowName(format, smaller), targets: { maxGrowthMb: MAX_GROWTH_MB } }),
          });
          notes.push(
            `export employees ${format}, ${listed} rows: ${(measured.value / 1024 / 1024).toFixed(1)} MB file`,
          );
        }
      }
    } finally {
      await context.db.execute(sql`delete from employees where last_name like ${`${marker}-%`}`);
    }
    return { rows, notes };
  },
};

export default exportCase;
