// The SQL each report runs is committed under apps/server/queries/<report>.sql (STYLE.md 14, after
// immich's server/src/queries; beside src/ here because the files are written, not source): this
// test asks every report for its fixed query (report-sql/reports.ts) and
// fails when a statement differs from its committed file. `npm run sql:write` (SQL_WRITE=1) writes
// the files instead; review their diff like code. Drizzle writes the same statements for PGlite and
// PostgreSQL, so the files are checked on both.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixClock, testAppForFile } from './helper.ts';
import {
  declaredReportSql,
  NOW,
  REPORT_PATHS,
  REPORT_SQL,
  REPORT_TAGS,
  type ReportSql,
  seedReportWorld,
} from './report-sql/reports.ts';
import { reportSqlFile, reportStatements, statementRecorder } from './report-sql/statements.ts';

const QUERIES = resolve(import.meta.dirname, '../queries');
const WRITE = process.env.SQL_WRITE === '1';
type OpenApiDocument = { paths: Record<string, { get?: { tags?: string[] } }> };

const STALE = 'differs from what the code runs: run `npm run sql:write` and review the diff.';

fixClock(NOW);
const recorder = statementRecorder();
const t = testAppForFile({ logQuery: recorder.logQuery });

/** The lines of REPORT_SQL, and the declared reports none of them asks (named by their declaration). */
const ASKED: readonly ReportSql[] = [...REPORT_SQL, ...declaredReportSql()];

describe('the committed SQL of every report', () => {
  beforeAll(async () => {
    await seedReportWorld(t.db);
    if (WRITE) mkdirSync(QUERIES, { recursive: true });
  });

  it.each(ASKED.map((report) => [report.name, report] as const))('%s', async (name, report) => {
    const statements = await reportStatements(t.app, recorder.record, report, t.as('superUser'));
    expect(statements.length, `${report.url} runs no statement of its own`).toBeGreaterThan(0);
    const text = reportSqlFile(report, statements);
    const path = join(QUERIES, `${name}.sql`);
    if (WRITE) writeFileSync(path, text);
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : '(no file)';
    expect(committed, `queries/${name}.sql ${STALE}`).toBe(text);
  });

  it('asks every report route', () => {
    const document = t.app.swagger() as unknown as OpenApiDocument;
    const reports = Object.entries(document.paths)
      .filter(([path, methods]) => {
        const tags = methods.get?.tags ?? [];
        const tagged = tags.some((tag) => REPORT_TAGS.includes(tag)) && !path.endsWith('/export');
        return tagged || REPORT_PATHS.includes(path);
      })
      .map(([path]) => path);
    const asked = new Set(ASKED.map((report) => new URL(report.url, 'http://hub.test').pathname));
    expect(reports.length).toBeGreaterThan(10);
    expect(reports.filter((path) => !asked.has(path))).toEqual([]);
  });

  it('names each report once, a declared one by its declaration', () => {
    const names = ASKED.map((report) => report.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    // Asked by no line of REPORT_SQL: its declaration is its case.
    expect(ASKED.find((report) => report.name === 'jv-summary')?.url).toBe(
      '/api/reports/jvs?state=AZ&report_date=2026-11-27',
    );
  });

  it('holds no file of a report it does not ask', () => {
    const names = new Set(ASKED.map((report) => `${report.name}.sql`));
    const extra = readdirSync(QUERIES).filter((file) => !names.has(file));
    if (WRITE) for (const file of extra) rmSync(join(QUERIES, file));
    else expect(extra, `queries holds files no report writes: ${STALE}`).toEqual([]);
  });
});
