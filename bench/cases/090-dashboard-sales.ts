// Issue 21, speed: the Sales Dashboard (spec 000 §2 /SalesDashboard, and `/` for a Sales user) as the demo
// sales rep (sales@hub.test) loads it on the data's last day: every call the screen makes on load, one at a
// time, each p95 <= 50 ms at 1,000,000 files on PostgreSQL, and the p95s of the calls together (the row
// 'sales dashboard total') <= 150 ms (bench/dashboards.ts). The calls, as the web code makes them
// (apps/web/src/app/routes/root-dashboard.tsx, sales-dashboard.tsx, features/dashboards, commission-tile):
// the root's live role check; the three monthly tiles' one GET /reports/employees (as marketing rep, three
// months to the next month's last day); the rep's JV links (GET /employees/{uuid}/jvs), then each JV
// tile's counts from two GET /reports/employees/jv-range (today, and the month to date; no file search);
// the commission tile's row of the previous month (a demo rep's tile skips the finalised check, timed
// beside it). The distribution dialog's two calls (on opening it) are timed too, outside the total. Each
// answer is checked once first against the database (the figures against a naive statement over
// esc_files and revenue_ledger).
import {
  type EmployeeJvRangeResponse,
  type GetEmployeeJvsResponse,
  JV_BREAKDOWN_REPORT,
  reportRows,
} from '@hub/contract';
import { firstDayOfMonth } from '@hub/domain/time';
import { sql } from 'drizzle-orm';
import {
  busiestRank,
  commissionTileCalls,
  type DashboardCall,
  dashboardDay,
  demoEmployee,
  distributionDialogCalls,
  monthlyTilesCall,
  rolesLiveCall,
  timeDashboard,
} from '../dashboards.ts';
import { expectSame } from '../file-reports.ts';
import type { LatencyCase } from '../types.ts';

const EMAIL = 'sales@hub.test';
const rowsOf = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];

export default {
  kind: 'latency',
  name: 'dashboard: sales',
  description:
    "the Sales Dashboard's calls on load as the demo sales rep, each timed one at a time, and their p95s " +
    'added (sales dashboard total); each answer checked first against the database',
  run: async (context) => {
    const { db, getJson, note } = context;
    const day = await dashboardDay(db);
    const rep = await demoEmployee(db, EMAIL);
    if (rep.emp_type !== 'REP') throw new Error(`${EMAIL} is linked to ${rep.name}, not a marketing rep`);
    const notes: string[] = [];
    const calls: DashboardCall[] = [await rolesLiveCall(context, EMAIL, 'Sales')];

    const monthly = await monthlyTilesCall(context, rep, day, EMAIL);
    calls.push(monthly.call);
    notes.push(monthly.note);

    // The JV links, then the JV tiles' two breakdowns (asked only when the rep has a JV).
    const jvsCall = {
      label: 'GET /api/employees/{uuid}/jvs',
      path: `/api/employees/${rep.uuid}/jvs`,
      onLoad: true,
    };
    const jvs = await getJson<GetEmployeeJvsResponse>(jvsCall.path, EMAIL);
    const [links] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from employee_jv_links where employee_id = ${rep.employee_id}`,
      ),
    );
    expectSame(`${jvsCall.label}, the links against employee_jv_links`, jvs.length, Number(links?.n));
    calls.push(jvsCall);
    const ranges = [
      { label: 'today', beg_date: day.today, end_date: day.today },
      { label: 'month to date', beg_date: firstDayOfMonth(day.today), end_date: day.today },
    ];
    for (const range of ranges) {
      const query = { employee_uuid: rep.uuid, beg_date: range.beg_date, end_date: range.end_date };
      const call = {
        label: `GET /api/reports/employees/jv-range (${range.label}, ${range.beg_date}..${range.end_date})`,
        path: `/api/reports/employees/jv-range?${new URLSearchParams(query)}`,
        onLoad: jvs.length > 0,
      };
      const answer = await getJson<EmployeeJvRangeResponse>(call.path, EMAIL);
      const got = reportRows(JV_BREAKDOWN_REPORT, answer.rows)
        .rows.map((row) => [row.jv_id, row.opens, row.closes])
        .filter(([, opens, closes]) => opens !== 0 || closes !== 0)
        .sort(([a], [b]) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER));
      const expected = rowsOf<{ jv_id: number | null; opens: number; closes: number }>(
        await db.execute(sql`
          select f.jv_id,
            count(*) filter (where f.open_date between ${range.beg_date} and ${range.end_date})::int as opens,
            count(*) filter (where f.calc_close_date between ${range.beg_date} and ${range.end_date})::int as closes
          from esc_files f
          where f.marketing_rep_id = ${rep.employee_id} and f.state = ${rep.state}
            and (f.open_date between ${range.beg_date} and ${range.end_date}
              or f.calc_close_date between ${range.beg_date} and ${range.end_date})
          group by f.jv_id
          order by f.jv_id nulls last`),
      ).map((row) => [row.jv_id, Number(row.opens), Number(row.closes)]);
      expectSame(`${call.label}, each JV's opens and closes against the naive statement`, got, expected);
      calls.push(call);
      const counted = got.reduce((n, [, opens, closes]) => n + Number(opens) + Number(closes), 0);
      notes.push(
        `${call.label}: ${got.length} JV rows, ${counted} opens and closes, the naive ones` +
          (jvs.length > 0 ? '' : ` (${rep.name} has no JV link here: not asked on load, timed only)`),
      );
    }

    const tile = await commissionTileCalls(context, rep, day, EMAIL);
    const dialog = await distributionDialogCalls(context, rep, day, EMAIL);
    // On load the tile's row (a demo rep); the finalised check (not asked for a demo rep) after it.
    calls.push(...tile.calls.filter((call) => call.onLoad), ...tile.calls.filter((call) => !call.onLoad));
    calls.push(...dialog.calls);
    notes.push(...tile.notes, ...dialog.notes);

    const [first, , last] = day.months;
    const rank = await busiestRank(db, rep, { from: first?.start ?? day.today, to: last?.end ?? day.today });
    notes.unshift(
      `sales dashboard as ${EMAIL} (${rep.name}, ${rep.state}${rep.demo_rep ? ', a demo rep' : ''}) on ${day.today}, ` +
        `the data's last day: ${jvs.length} JV links; ${rank.files} files opened or closed in the three months, ` +
        `rank ${rank.rank} of ${rank.of} reps (the busiest ${rank.busiest})`,
    );
    note(`sales dashboard: ${calls.length} calls checked against the database; timing…`);
    const timed = await timeDashboard(context, 'sales', EMAIL, calls);
    return { rows: timed.rows, notes: [...notes, ...(timed.notes ?? [])] };
  },
} satisfies LatencyCase;
