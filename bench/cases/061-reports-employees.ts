// Issue 12, speed: the employee monthly report (GET /api/reports/employees with emp_type EO, then REP:
// each employee's twelve months ending with the report date's month, and month to date; then with
// months=1, as the Escrow Officer and Marketing Rep Reports ask it) over HTTP as the demo Super User, for the state with more closings and the last whole
// month of the data (its end as the report date). Beside each, the same figures computed naively
// from esc_files and revenue_ledger in one statement (bench/file-events.ts), per credited escrow
// officer (linked officers in their EO) or marketing rep and month; every employee's months (counts,
// money to the cent) and month to date must be the naive ones before anything is timed.
import type { EmployeeFigures, GetEmployeeReportResponse } from '@hub/contract';
import { firstDayOfMonth, shiftMonth } from '@hub/domain/time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { allZero, type DayRange, eventSum, figuresOf, fileEvents, resultRows } from '../file-events.ts';
import { expectSame, reportMonth } from '../file-reports.ts';
import { endpointTargets, REPORT_TARGETS_NOTE, reportTargets } from '../report-targets.ts';
import type { LatencyCase, LatencyRow } from '../types.ts';

const COUNTS = ['opens', 'closes', 'cancelled', 'partnerOpens', 'partnerCloses'];
const MONEY = [
  'totalRevenue',
  'escrowRevenue',
  'magnusTitleRevenue',
  'partnerRevenue',
  'partnerTitleRevenue',
  'revenue',
  'commissionableRev',
];

/** Whose figures an employee type reads: the credited escrow officer's or the marketing rep's. */
const BY = {
  EO: { employee: 'credited_eo_id', commable: 'eo_commable_rev' },
  REP: { employee: 'marketing_rep_id', commable: 'rep_commable_rev' },
} as const;

/** Each employee's figures per month ('YYYY-MM') of the days. */
function naive(db: Db, empType: 'EO' | 'REP', state: string, days: DayRange) {
  const { employee, commable } = BY[empType];
  const money = [
    'total_revenue',
    'escrow_revenue',
    'magnus_title_revenue',
    'partner_total_revenue',
    'partner_title_revenue',
    'company_revenue',
    commable,
  ] as const;
  const withJv = sql`e.jv_id is not null`;
  return db.execute(sql`
    with e as (${fileEvents({ state, ranges: [days], money })})
    select e.${sql.raw(employee)} as employee_id, to_char(e.day, 'YYYY-MM') as month,
      ${eventSum('opens', 'opens')}, ${eventSum('closes', 'closes')}, ${eventSum('cancels', 'cancelled')},
      ${eventSum('opens', 'partnerOpens', withJv)}, ${eventSum('closes', 'partnerCloses', withJv)},
      ${eventSum('total_revenue', 'totalRevenue')}, ${eventSum('escrow_revenue', 'escrowRevenue')},
      ${eventSum('magnus_title_revenue', 'magnusTitleRevenue')},
      ${eventSum('partner_total_revenue', 'partnerRevenue')},
      ${eventSum('partner_title_revenue', 'partnerTitleRevenue')},
      ${eventSum('company_revenue', 'revenue')}, ${eventSum(commable, 'commissionableRev')}
    from e
    where e.${sql.raw(employee)} is not null
    group by 1, 2`);
}

type Figures = [string, number[]];
const sorted = (entries: Figures[]) =>
  entries.filter(([, figures]) => !allZero(figures)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const key = (employeeId: number, period: string) => `${String(employeeId).padStart(6, '0')} ${period}`;

/** The answer as 'employee month' → figures, and each employee's month to date as 'employee MTD'. */
function answerFigures(answer: GetEmployeeReportResponse): Figures[] {
  return sorted(
    answer.flatMap((employee) => [
      ...Object.entries(employee.monthly).map(
        ([month, figures]): Figures => [key(employee.employee_id, month), figuresOf(figures, COUNTS, MONEY)],
      ),
      [key(employee.employee_id, 'MTD'), figuresOf(employee.mtd as EmployeeFigures, COUNTS, MONEY)],
    ]),
  );
}

function naiveFigures(rows: readonly Record<string, unknown>[], month: string): Figures[] {
  return sorted(
    rows.flatMap((row) => {
      const figures = figuresOf(row, COUNTS, MONEY);
      const entry: Figures = [key(Number(row.employee_id), String(row.month)), figures];
      // The report date is the month's last day: its month to date is the whole month.
      return row.month === month
        ? [entry, [key(Number(row.employee_id), 'MTD'), figures] as Figures]
        : [entry];
    }),
  );
}

export default {
  kind: 'latency',
  name: 'reports: employees',
  description:
    'GET /api/reports/employees?state&emp_type=EO|REP&report_date&months=12|1 (per employee: the months ' +
    'and month to date) as the demo Super User; naive: the same figures per credited escrow officer or marketing rep ' +
    'and month from esc_files and revenue_ledger in one statement',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const targets = reportTargets({ database, files });
    const { state, month, end } = await reportMonth(db);
    const rows: LatencyRow[] = [];
    const notes: string[] = [];
    // 12 months (the default: the monthly stats) and 1 (the Escrow Officer and Marketing Rep Reports ask
    // for the month to date only).
    for (const [empType, months] of [
      ['EO', 12],
      ['REP', 12],
      ['EO', 1],
      ['REP', 1],
    ] as const) {
      const days = { from: firstDayOfMonth(shiftMonth(month, 1 - months)), to: end };
      const query = { state, emp_type: empType, report_date: end, months: String(months) };
      const path = `/api/reports/employees?${new URLSearchParams(query)}`;
      const label = `employees ${empType} ${state} ${end} ${months} month${months > 1 ? 's' : ''}`;
      const answer = await getJson<GetEmployeeReportResponse>(path);
      const expected = naiveFigures(resultRows(await naive(db, empType, state, days)), month);
      expectSame(`${label}, the endpoint against the naive statement`, answerFigures(answer), expected);
      if (expected.length === 0) throw new Error(`${label}: no figures to compare`);
      note(
        `${label}: ${answer.length} employees, ${expected.length} employee months the naive ones; timing…`,
      );

      const naiveName = `${label}: naive, files and ledger`;
      rows.push({ name: naiveName, ...(await time(() => naive(db, empType, state, days))) });
      rows.push({
        name: `${label}: GET /api/reports/employees`,
        ...(await time(() => get(path))),
        ...endpointTargets(targets, naiveName),
      });
      notes.push(
        `${label} (${days.from}..${days.to}): ${answer.length} employees listed; each one's months and month ` +
          `to date (${COUNTS.length} counts, ${MONEY.length} sums to the cent) the naive ones, ${expected.length} in all`,
      );
    }
    if (!targets) notes.push(REPORT_TARGETS_NOTE);
    return { rows, notes };
  },
} satisfies LatencyCase;
