// Issue 21, speed of the dashboards (bench/cases/090-dashboard-*.ts): "Every call these dashboards
// make answers p95 <= 50 ms at 1,000,000 files on PostgreSQL; the whole dashboard's calls together
// <= 150 ms." What the two cases share: the day the dashboard is loaded on (the data's last day, so that
// a database built days ago is asked what it was built for, never the real clock), the demo employee a
// demo user is linked to, and the timing of a dashboard's calls, each held to the report targets
// (bench/report-targets.ts) and together (the sum of their p95s, the row 'dashboard total') to 150 ms.
import type {
  CommissionResponse,
  CommPayment,
  FinalizedPeriodCheck,
  GetEmployeeReportResponse,
  GetEmployeeSecureResponse,
  GetRolesLiveResponse,
} from '@hub/contract';
import { toCents } from '@hub/domain/money';
import { addDays, firstDayOfMonth, type IsoDate, lastDayOfMonth, shiftMonth } from '@hub/domain/time';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { eventSum, fileEvents, resultRows } from './file-events.ts';
import { expectSame, reportMonth } from './file-reports.ts';
import { REPORT_TARGETS_NOTE, reportTargets } from './report-targets.ts';
import type { LatencyContext, LatencyResult, LatencyRow } from './types.ts';

const rowsOf = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];

/** The dashboards' clock, read from the data: the day the dashboard is loaded on and what follows from it. */
export type DashboardDay = {
  /** 'Today' in Los Angeles: the data's last day (the last file opened). */
  today: IsoDate;
  /** The monthly tiles: the previous, current and next month, each whole ('YYYY-MM', first and last day). */
  months: { key: string; start: IsoDate; end: IsoDate }[];
  /** The commission tile's period: the previous calendar month. */
  tilePeriod: { start_date: IsoDate; end_date: IsoDate };
};

/** The dashboard as loaded on the data's last day (spec 000 §9: months and the tile's period in Los Angeles). */
export async function dashboardDay(db: Db): Promise<DashboardDay> {
  const { lastDay: today } = await reportMonth(db);
  const months = [-1, 0, 1].map((shift) => {
    const key = shiftMonth(today, shift);
    return { key, start: firstDayOfMonth(key), end: lastDayOfMonth(key) };
  });
  const previous = shiftMonth(today, -1);
  return {
    today,
    months,
    tilePeriod: { start_date: firstDayOfMonth(previous), end_date: lastDayOfMonth(previous) },
  };
}

/** The day before `day` (the calendar's 'yesterday' when `day` is today). */
export const dayBefore = (day: IsoDate): IsoDate => addDays(day, -1);

export type DemoEmployee = {
  employee_id: number;
  uuid: string;
  name: string;
  state: 'AZ' | 'NV';
  emp_type: 'EO' | 'REP';
  demo_rep: boolean;
};

/** The employee a demo user is linked to (users.employee_id). */
export async function demoEmployee(db: Db, email: string): Promise<DemoEmployee> {
  const [employee] = rowsOf<DemoEmployee>(
    await db.execute(sql`
      select e.employee_id, e.uuid, e.first_name || ' ' || e.last_name as name, e.state, e.emp_type, e.demo_rep
      from users u join employees e on e.employee_id = u.employee_id
      where lower(u.email) = lower(${email})`),
  );
  if (!employee) throw new Error(`${email} is not linked to an employee`);
  return { ...employee, employee_id: Number(employee.employee_id) };
}

/**
 * Where the employee stands among the employees of its kind by the files of the three months (opened or
 * closed in them): its count, the busiest's and its rank. The marketing rep is the file's; the escrow
 * officer the credited one (the head the file's officer is linked to when that head is an officer).
 */
export async function busiestRank(
  db: Db,
  employee: DemoEmployee,
  { from, to }: { from: IsoDate; to: IsoDate },
): Promise<{ files: number; busiest: number; rank: number; of: number }> {
  const who =
    employee.emp_type === 'REP'
      ? sql`f.marketing_rep_id`
      : sql`coalesce(eo_head.employee_id, f.escrow_officer_id)`;
  const counts = rowsOf<{ employee_id: number; n: number }>(
    await db.execute(sql`
      select ${who} as employee_id, count(*)::int as n
      from esc_files f
      left join employees eo on eo.employee_id = f.escrow_officer_id
      left join employees eo_head on eo_head.employee_id = eo.link_to_emp_id and eo_head.emp_type = 'EO'
      where (f.open_date between ${from} and ${to} or f.calc_close_date between ${from} and ${to})
        and ${who} is not null
      group by 1
      order by 2 desc, 1`),
  );
  const index = counts.findIndex((row) => Number(row.employee_id) === employee.employee_id);
  return {
    files: index < 0 ? 0 : Number(counts[index]?.n),
    busiest: Number(counts[0]?.n ?? 0),
    rank: index + 1,
    of: counts.length,
  };
}

/** One call of a dashboard: its label, its path (with its query, as the screen writes it), who asks it. */
export type DashboardCall = {
  label: string;
  path: string;
  /**
   * Whether the screen makes it when it loads for this user (the dashboard total adds these); else a
   * call made later (opening the distribution dialog) or for another user, timed and held to the
   * per-call target only.
   */
  onLoad: boolean;
};

/** The issue's whole-dashboard target: PostgreSQL at 1,000,000 files, the calls' p95s added <= 150 ms. */
export function dashboardTotalTarget({ database, files }: { database: string; files: number }) {
  return database === 'postgres' && files >= 1_000_000 ? 150 : null;
}

/**
 * Times each call one at a time as `email` (each held to the report targets' p95), then adds the row
 * '<dashboard> dashboard total': the p50s, p95s, maxima and means of the calls made on load added up
 * (its runs: the fewest of theirs), held to the issue's 150 ms.
 */
export async function timeDashboard(
  context: LatencyContext,
  dashboard: string,
  email: string,
  calls: readonly DashboardCall[],
): Promise<LatencyResult> {
  const { time, get, database, files, note } = context;
  const targets = reportTargets({ database, files });
  const totalTarget = dashboardTotalTarget({ database, files });
  const rows: LatencyRow[] = [];
  const onLoad: LatencyRow[] = [];
  note(`${dashboard} dashboard: timing ${calls.length} calls as ${email}…`);
  for (const call of calls) {
    const row: LatencyRow = {
      name: `${dashboard} dashboard: ${call.label}${call.onLoad ? '' : ' (not on load)'}`,
      ...(await time(() => get(call.path, email))),
      ...(targets ? { maxP95Ms: targets.maxP95Ms } : {}),
    };
    rows.push(row);
    if (call.onLoad) onLoad.push(row);
  }
  const add = (pick: (row: LatencyRow) => number) => onLoad.reduce((sum, row) => sum + pick(row), 0);
  const total: LatencyRow = {
    name: `${dashboard} dashboard total: the ${onLoad.length} calls on load, p95s added`,
    runs: Math.min(...onLoad.map((row) => row.runs)),
    p50Ms: add((row) => row.p50Ms),
    p95Ms: add((row) => row.p95Ms),
    maxMs: add((row) => row.maxMs),
    meanMs: add((row) => row.meanMs),
    ...(totalTarget === null ? {} : { maxP95Ms: totalTarget }),
  };
  rows.push(total);
  const notes = [
    `${dashboard} dashboard total: ${total.p95Ms.toFixed(2)} ms, the p95s of the ${onLoad.length} calls the ` +
      'screen makes on load added (the calls marked "not on load" left out); target <= 150 ms at PostgreSQL ' +
      (totalTarget === null
        ? '1,000,000 files, not held here'
        : `1,000,000 files: ${total.p95Ms <= totalTarget ? 'met' : 'MISSED'}`),
    ...(targets ? [] : [REPORT_TARGETS_NOTE]),
  ];
  return { rows, notes };
}

// ---- The calls both dashboards make, each checked once before it is timed ---------------------------

const path = (route: string, query?: Record<string, string>) =>
  query ? `/api${route}?${new URLSearchParams(query)}` : `/api${route}`;

/** GET /users/roles/live, the root's live role check before it picks the dashboard; its roles must name `role`. */
export async function rolesLiveCall(
  { getJson }: LatencyContext,
  email: string,
  role: string,
): Promise<DashboardCall> {
  const call = { label: 'GET /api/users/roles/live', path: path('/users/roles/live'), onLoad: true };
  const answer = await getJson<GetRolesLiveResponse>(call.path, email);
  if (!answer.roles.toLowerCase().includes(role.toLowerCase()) || !answer.is_active)
    throw new Error(
      `${email}: GET /users/roles/live answered ${JSON.stringify(answer)}, not an active ${role}`,
    );
  return call;
}

/** Whose figures an employee type reads in the events of bench/file-events.ts, and its commissionable revenue. */
const BY = {
  EO: { column: 'credited_eo_id', commable: 'eo_commable_rev' },
  REP: { column: 'marketing_rep_id', commable: 'rep_commable_rev' },
} as const;

/**
 * GET /reports/employees?uuid&emp_type&report_date&months=3, the monthly tiles' one call (the next
 * month's last day as the report date). Its opens, closes and commissionable revenue of each month must be
 * those computed naively from esc_files and revenue_ledger for the employee (as marketing rep, or as
 * credited escrow officer) in their own state.
 */
export async function monthlyTilesCall(
  { db, getJson }: LatencyContext,
  employee: DemoEmployee,
  day: DashboardDay,
  email: string,
): Promise<{ call: DashboardCall; note: string }> {
  const [first, , last] = day.months;
  if (!first || !last) throw new Error('three months expected');
  const query = { uuid: employee.uuid, emp_type: employee.emp_type, report_date: last.end, months: '3' };
  const call = {
    label: `GET /api/reports/employees (${employee.emp_type}, 3 months to ${last.end})`,
    path: path('/reports/employees', query),
    onLoad: true,
  };
  const answer = await getJson<GetEmployeeReportResponse>(call.path, email);
  const got = Object.entries(answer[0]?.monthly ?? {})
    .map(([month, f]) => [month, f.opens, f.closes, toCents(f.commissionableRev)] as const)
    .filter(([, ...figures]) => figures.some((n) => n !== 0))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const { column, commable } = BY[employee.emp_type];
  const naive = resultRows<{ month: string; opens: number; closes: number; commable: string }>(
    await db.execute(sql`
      with e as (${fileEvents({
        state: employee.state,
        ranges: [{ from: first.start, to: last.end }],
        money: [commable],
        ...(employee.emp_type === 'REP' ? { marketingRepId: employee.employee_id } : {}),
      })})
      select to_char(e.day, 'YYYY-MM') as month, ${eventSum('opens', 'opens')}, ${eventSum('closes', 'closes')},
        ${eventSum(commable, 'commable')}
      from e where e.${sql.raw(column)} = ${employee.employee_id}
      group by 1 order by 1`),
  );
  const expected = naive
    .map((r) => [r.month, Number(r.opens), Number(r.closes), toCents(r.commable)] as const)
    .filter(([, ...figures]) => figures.some((n) => n !== 0));
  expectSame(`${call.label} for ${employee.name}, against the naive statement`, got, expected);
  if (expected.length === 0) throw new Error(`${call.label}: ${employee.name} has no figures to compare`);
  const months = got.map(([month, opens, closes]) => `${month} ${opens} opened, ${closes} closed`).join('; ');
  return {
    call,
    note: `${call.label}: ${employee.name}'s months (${months}) and commissionable revenue the naive ones`,
  };
}

/**
 * The commission tile (spec 000 §4) on load before the 25th: GET /commissions/periods/finalized/check
 * for the previous month (a demo rep's tile does not ask it), then, when finalised or for a demo rep,
 * GET /commission?start_date&end_date&employee_uuid. Both are timed whatever the data says (the tile's
 * load when it shows: before the 25th, the month finalised); the check must answer what
 * finalized_periods holds, and the row's opens, closes and commissionable revenue be the naive ones.
 */
export async function commissionTileCalls(
  { db, getJson }: LatencyContext,
  employee: DemoEmployee,
  day: DashboardDay,
  email: string,
): Promise<{ calls: DashboardCall[]; notes: string[] }> {
  const { start_date: start, end_date: end } = day.tilePeriod;
  const check = {
    label: `GET /api/commissions/periods/finalized/check (${start.slice(0, 7)})`,
    path: path('/commissions/periods/finalized/check', {
      period_start: start,
      period_end: end,
      frequency: 'MONTHLY',
    }),
    onLoad: !employee.demo_rep,
  };
  const finalized = await getJson<FinalizedPeriodCheck>(check.path, email);
  const [held] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from finalized_periods
      where period_start = ${start} and period_end = ${end} and frequency = 'MONTHLY'`),
  );
  expectSame(`${check.label}, against finalized_periods`, finalized.finalized, Number(held?.n) > 0);

  const row = {
    label: `GET /api/commission (${start.slice(0, 7)}, the employee's row)`,
    path: path('/commission', { start_date: start, end_date: end, employee_uuid: employee.uuid }),
    onLoad: true,
  };
  const answer = await getJson<CommissionResponse>(row.path, email);
  const mine = answer.rows.find((r) => r.uuid === employee.uuid);
  if (!mine) throw new Error(`${row.label}: no row for ${employee.name}`);
  const rep = employee.emp_type === 'REP';
  const [naive] = rowsOf<{ opens: number; closes: number; commable: string }>(
    await db.execute(sql`
      select
        (select count(*)::int from esc_files f
          left join employees eo on eo.employee_id = f.escrow_officer_id
          left join employees eo_head on eo_head.employee_id = eo.link_to_emp_id and eo_head.emp_type = 'EO'
          where ${rep ? sql`f.marketing_rep_id` : sql`coalesce(eo_head.employee_id, f.escrow_officer_id)`}
            = ${employee.employee_id} and f.open_date between ${start} and ${end}) as opens,
        (select count(*)::int from esc_files f
          left join employees eo on eo.employee_id = f.escrow_officer_id
          left join employees eo_head on eo_head.employee_id = eo.link_to_emp_id and eo_head.emp_type = 'EO'
          where ${rep ? sql`f.marketing_rep_id` : sql`coalesce(eo_head.employee_id, f.escrow_officer_id)`}
            = ${employee.employee_id} and f.calc_close_date between ${start} and ${end}) as closes,
        (select coalesce(sum(${rep ? sql`l.rep_commable_rev` : sql`l.eo_commable_rev`}), 0)::text
          from revenue_ledger l
          where ${rep ? sql`l.marketing_rep_id` : sql`l.credited_eo_id`} = ${employee.employee_id}
            and l.ledger_date between ${start} and ${end}) as commable`),
  );
  expectSame(
    `${row.label} for ${employee.name}: opens, closes and commissionable revenue against the naive statement`,
    [mine.mtd_open, mine.mtd_closed, toCents(mine.comable_rev)],
    [Number(naive?.opens), Number(naive?.closes), toCents(String(naive?.commable))],
  );
  return {
    calls: [check, row],
    notes: [
      `${check.label}: ${finalized.finalized ? 'finalised' : 'not finalised'}, as finalized_periods holds` +
        (employee.demo_rep ? " (a demo rep's tile does not ask it: timed, not in the total)" : ''),
      `${row.label}: ${employee.name} ${mine.mtd_open} opened, ${mine.mtd_closed} closed, commissionable ` +
        `${mine.comable_rev}, end balance ${mine.comm_end_balance}: the counts and revenue the naive ones` +
        (finalized.finalized || employee.demo_rep
          ? ''
          : ' (the month is not finalised here, so the tile would not ask it; timed and added as when it is)'),
    ],
  };
}

/**
 * What the commission tile's Distribute Commission dialog asks when it opens (not on load): the payer
 * afresh (GET /employees/secure/{uuid}, also the banner's call when a dashboard is opened with
 * ?employee_uuid=) and their payments of the period (GET /comm-pmts/), as many as comm_payments holds.
 */
export async function distributionDialogCalls(
  { db, getJson }: LatencyContext,
  employee: DemoEmployee,
  day: DashboardDay,
  email: string,
): Promise<{ calls: DashboardCall[]; notes: string[] }> {
  const { start_date: start, end_date: end } = day.tilePeriod;
  const payer = {
    label: 'GET /api/employees/secure/{uuid}',
    path: path(`/employees/secure/${employee.uuid}`),
    onLoad: false,
  };
  const answer = await getJson<GetEmployeeSecureResponse>(payer.path, email);
  expectSame(`${payer.label}, the employee asked for`, answer.uuid, employee.uuid);
  const payments = {
    label: `GET /api/comm-pmts/ (${start.slice(0, 7)}, the payer's)`,
    path: path('/comm-pmts/', {
      period_begin_from: start,
      period_end_to: end,
      from_employee_uuid: employee.uuid,
    }),
    onLoad: false,
  };
  const listed = await getJson<CommPayment[]>(payments.path, email);
  const [held] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from comm_payments
      where from_employee_id = ${employee.employee_id} and period_begin >= ${start} and period_end <= ${end}`),
  );
  expectSame(`${payments.label}, the payments against comm_payments`, listed.length, Number(held?.n));
  return {
    calls: [payer, payments],
    notes: [`${payments.label}: ${listed.length} payments, as comm_payments holds`],
  };
}
