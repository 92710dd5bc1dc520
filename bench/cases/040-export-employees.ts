// GET /api/employees/export as CSV and as XLSX, downloaded over HTTP by a client that reads the file
// as it comes, for 10,000 and then 100,000 employees: the export reads the list a page at a time, so
// the memory it adds (+RSS) should stay about the same when the list is ten times longer.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { JobCase, JobContext, JobRow } from '../types.ts';

const SIZES = [10_000, 100_000] as const;
const FORMATS = ['csv', 'xlsx'] as const;
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
    'keyset pages of 2,500 rows, so +RSS should not grow with the number of rows.',
  run: async (context) => {
    const marker = `benchexport${randomUUID().slice(0, 8)}`;
    const token = await context.token();
    const rows: JobRow[] = [];
    const notes: string[] = [];
    let added = 0;
    try {
      for (const size of SIZES) {
        context.note(`export: adding ${size - added} employees…`);
        await addEmployees(context, marker, added + 1, size);
        added = size;
        const listed = await inactiveCount(context);
        for (const format of FORMATS) {
          context.note(`export: ${listed} employees as ${format}…`);
          const url = `${context.origin}/api/employees/export?format=${format}&${QUERY}`;
          const measured = await context.measure(() => download(url, token));
          rows.push({
            name: `export employees ${format} (${size / 1000}k)`,
            rows: listed,
            ms: measured.ms,
            startRssBytes: measured.startRssBytes,
            peakRssBytes: measured.peakRssBytes,
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
