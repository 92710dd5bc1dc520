// The statements a report's request runs, caught by the database's query logger (db/client.ts
// `logQuery`), and the committed file they are written to (apps/server/queries/<report>.sql).
import type { App } from '../../src/app.ts';
import type { LogQuery } from '../../src/db/client.ts';
import { formatParams, formatSql } from './format-sql.ts';
import type { ReportSql } from './reports.ts';

export type Statement = { sql: string; params: unknown[] };

/**
 * A query logger that keeps what it is told while `record` runs. Requests are asked one at a time
 * and the app runs no background work in tests, so what it keeps is that request's.
 */
export function statementRecorder() {
  let kept: Statement[] | undefined;
  const logQuery: LogQuery = (query, params) => {
    kept?.push({ sql: query, params: [...params] });
  };
  const record = async (run: () => Promise<void>): Promise<Statement[]> => {
    kept = [];
    try {
      await run();
      return kept;
    } finally {
      kept = undefined;
    }
  };
  return { logQuery, record };
}

/** The statement `app.authenticate` loads the signed-in user with (docs/architecture.md "How a request flows"). */
// `from\s+` before the table, not a space: scripts/check-dependencies.mjs reads from-quote-name as an import.
const USER_LOOKUP = /^select .* from\s+"users"/is;
const isUserLookup = (statement: Statement) => USER_LOOKUP.test(statement.sql.trim());

/**
 * The report's statements: every statement its request runs after the authentication's user lookup,
 * in the order they run.
 */
export async function reportStatements(
  app: App,
  record: ReturnType<typeof statementRecorder>['record'],
  report: ReportSql,
  headers: Record<string, string>,
): Promise<Statement[]> {
  let status = 0;
  let body = '';
  const statements = await record(async () => {
    const response = await app.inject({ method: 'GET', url: report.url, headers });
    status = response.statusCode;
    body = response.body;
  });
  if (status !== 200) throw new Error(`${report.url} answered ${status}: ${body}`);
  const [first, ...rest] = statements;
  if (!first || !isUserLookup(first))
    throw new Error(`${report.url}: the first statement is not the user lookup: ${first?.sql}`);
  return rest;
}

/** The committed file's text: a header naming the report and its request, then each statement. */
export function reportSqlFile(report: ReportSql, statements: readonly Statement[]): string {
  const header = [
    `-- ${report.title}: GET ${report.url}`,
    '-- Written by `npm run sql:write` (apps/server/test/report-sql.test.ts, which fails when this',
    '-- file and the code differ): the statements the request runs after the sign-in check, in order,',
    '-- as a Super User of AZ on 2026-11-28 (apps/server/test/report-sql/reports.ts).',
  ];
  const bodies = statements.map((statement, index) =>
    [
      `-- statement ${index + 1} of ${statements.length}`,
      ...formatParams(statement.params),
      `${formatSql(statement.sql)};`,
    ].join('\n'),
  );
  return `${[header.join('\n'), ...bodies].join('\n\n')}\n`;
}
