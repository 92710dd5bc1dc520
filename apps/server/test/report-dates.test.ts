// The reports at the edges of the calendar: a date the contract accepts (any real 'YYYY-MM-DD')
// answers 200, or 400 with a detail when the report's own arithmetic would leave the years 0001 to
// 9998 (a year back from 0000-01-03); never a 500. Ranges span the whole calendar. Every report
// declared in the contract is asked (its route's parameters filled, fixtures/report-query.ts), a new
// one too, besides the requests written here.
import { reportEndpoints } from '@hub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from './fixtures/branches.ts';
import { createJv } from './fixtures/employee-links.ts';
import { type ReportWorld, reportUrl, schemaParameters } from './fixtures/report-query.ts';
import { bearer, buildTestApp, createEmployee, signedInUser, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
const ids = { branch: '', branchId: 0, rep: '', eo: '', jv: '' };

beforeAll(async () => {
  t = await buildTestApp();
  const user = await signedInUser(t, { roles: ['Super User'], state: 'AZ' });
  headers = bearer(user.token);
  const branch = await createBranch(t.db);
  ids.branch = branch.uuid;
  ids.branchId = branch.branch_id;
  ids.rep = (await createEmployee(t.db, { emp_type: 'REP', state: 'AZ' })).uuid;
  ids.eo = (await createEmployee(t.db, { emp_type: 'EO', state: 'AZ' })).uuid;
  ids.jv = (await createJv(t.db)).uuid;
});

afterAll(async () => {
  await t?.close();
});

const DAYS = ['0000-01-03', '0050-03-15', '0100-01-01', '9999-12-31'];
const RANGES: [string, string][] = [
  ['0001-01-01', '9999-12-31'],
  ['0050-02-01', '0050-02-28'],
  ['9999-12-01', '9999-12-31'],
];

/** Requests the declared reports' own parameters do not make: another filter of the same report. */
const dayUrls = (day: string) => [
  `/api/reports/dashboard?date_to=${day}`,
  `/api/reports/employees?state=AZ&emp_type=EO&report_date=${day}`,
  `/api/reports/employees?uuid=${ids.rep}&report_date=${day}`,
];

/** Every declared report asked about a range (a day: the range of that one day) and the test's records. */
function declaredUrls(from: string, to: string): string[] {
  const world: ReportWorld = {
    state: 'AZ',
    day: to,
    monthStart: from,
    monthEnd: to,
    jvUuid: ids.jv,
    branchUuid: ids.branch,
    branchId: ids.branchId,
    officerUuid: ids.eo,
    repUuid: ids.rep,
  };
  return reportEndpoints().map((endpoint) =>
    reportUrl(endpoint.path, schemaParameters(endpoint.query), world),
  );
}

describe('report dates at the edges of the calendar', () => {
  it('answer 200, or 400 with a detail, never a 500', { timeout: 60_000 }, async () => {
    const urls = [
      ...DAYS.flatMap((day) => [...dayUrls(day), ...declaredUrls(day, day)]),
      ...RANGES.flatMap(([from, to]) => declaredUrls(from, to)),
    ];
    expect(urls).toContain('/api/reports/jvs?state=AZ&report_date=9999-12-31');
    for (const url of urls) {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      expect([200, 400], `${url}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
      if (answer.statusCode === 400) expect(answer.json().detail, url).toEqual(expect.any(String));
    }
  });

  it('answers every declared report of an ordinary month with 200 (so the edges above ask something)', async () => {
    const refused: string[] = [];
    for (const url of declaredUrls('2030-02-01', '2030-02-28')) {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      if (answer.statusCode !== 200)
        refused.push(`${url}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
    }
    expect(refused).toEqual([]);
  });

  it('reads a report of the year 0050 as any other', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/reports/branches?state=AZ&report_date=0050-03-15',
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ month_start: '0050-03-01', ly_start: '0049-03-01' });
  });
});
