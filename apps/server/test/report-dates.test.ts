// Issue 12's reports at the edges of the calendar: a date the contract accepts (any real
// 'YYYY-MM-DD') answers 200, or 400 with a detail when the report's own arithmetic would leave the
// years 0001 to 9998 (a year back from 0000-01-03); never a 500. Ranges span the whole calendar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from './fixtures/branches.ts';
import { createJv } from './fixtures/employee-links.ts';
import { bearer, buildTestApp, createEmployee, signedInUser, type TestApp } from './helper.ts';

let t: TestApp;
let headers: Record<string, string>;
const ids = { branch: '', rep: '', eo: '', jv: '' };

beforeAll(async () => {
  t = await buildTestApp();
  const user = await signedInUser(t, { roles: ['Super User'], state: 'AZ' });
  headers = bearer(user.token);
  ids.branch = (await createBranch(t.db)).uuid;
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

const dayUrls = (day: string) => [
  `/api/reports/branches?state=AZ&report_date=${day}`,
  `/api/reports/jvs?state=AZ&report_date=${day}`,
  `/api/reports/dashboard?date_to=${day}`,
  `/api/revenue/datecompare?state=AZ&report_date=${day}`,
  `/api/reports/employees?state=AZ&emp_type=EO&report_date=${day}`,
  `/api/reports/employees?uuid=${ids.rep}&report_date=${day}`,
];

const rangeUrls = ([from, to]: [string, string]) => [
  `/api/reports/rep-branch?state=AZ&rep_uuid=${ids.rep}&beg_dt=${from}&end_dt=${to}`,
  `/api/reports/employees/jv-range?employee_uuid=${ids.eo}&beg_date=${from}&end_date=${to}`,
  `/api/reports/branches/jv-range?branch_uuid=${ids.branch}&beg_date=${from}&end_date=${to}`,
  `/api/reports/jvs/mix?jv_uuid=${ids.jv}&beg_date=${from}&end_date=${to}`,
];

describe('report dates at the edges of the calendar', () => {
  it('answer 200, or 400 with a detail, never a 500', async () => {
    const urls = [...DAYS.flatMap(dayUrls), ...RANGES.flatMap(rangeUrls)];
    for (const url of urls) {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      expect([200, 400], `${url}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
      if (answer.statusCode === 400) expect(answer.json().detail, url).toEqual(expect.any(String));
    }
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
