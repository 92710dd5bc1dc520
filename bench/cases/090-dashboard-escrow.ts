// Issue 21, speed: the Escrow Dashboard (spec 000 §2 /EscrowDashboard, and `/` for an escrow role) as the
// demo escrow officer (escrow@hub.test) loads it on the data's last day: every call the screen makes on
// load, one at a time, each p95 <= 50 ms at 1,000,000 files on PostgreSQL, and the p95s of the calls
// together (the row 'escrow dashboard total') <= 150 ms (bench/dashboards.ts). The calls, as the web code
// makes them (apps/web/src/app/routes/root-dashboard.tsx, escrow-dashboard.tsx, features/escrow-dashboard,
// commission-tile, branch-reports' BranchEscrowSummary in compact mode): the root's live role check; the
// three monthly tiles' one GET /reports/employees (as escrow officer, three months to the next month's
// last day); the commission tile's finalised check of the previous month and the officer's row; the
// branch summary's two calendar lookups (its report-date picker) and GET /reports/branches for the
// state's latest business day before the data's last day. The distribution dialog's two calls (on opening
// it) are timed too, outside the total. Each answer is checked once first against the database (the
// figures against a naive statement over esc_files and revenue_ledger).
import {
  type BranchSummaryResponse,
  type GetAllDaysResponse,
  type GetLastEomResponse,
  LAST_EOM_DEFAULT_COUNT,
} from '@hub/contract';
import { ALL_BRANCHES_ID } from '@hub/domain/branch-names';
import { lastBusinessDays } from '@hub/domain/business-days';
import { sql } from 'drizzle-orm';
import { listClosures } from '../../apps/server/src/features/calendar/repository.ts';
import {
  busiestRank,
  commissionTileCalls,
  type DashboardCall,
  dashboardDay,
  dayBefore,
  demoEmployee,
  distributionDialogCalls,
  monthlyTilesCall,
  rolesLiveCall,
  timeDashboard,
} from '../dashboards.ts';
import { expectSame } from '../file-reports.ts';
import type { LatencyCase } from '../types.ts';

const EMAIL = 'escrow@hub.test';
const rowsOf = <R>(result: unknown): R[] => ((result as { rows?: R[] }).rows ?? []) as R[];

export default {
  kind: 'latency',
  name: 'dashboard: escrow',
  description:
    "the Escrow Dashboard's calls on load as the demo escrow officer, each timed one at a time, and their " +
    'p95s added (escrow dashboard total); each answer checked first against the database',
  run: async (context) => {
    const { db, getJson, note } = context;
    const day = await dashboardDay(db);
    const officer = await demoEmployee(db, EMAIL);
    if (officer.emp_type !== 'EO')
      throw new Error(`${EMAIL} is linked to ${officer.name}, not an escrow officer`);
    const { state } = officer;
    const notes: string[] = [];
    const calls: DashboardCall[] = [await rolesLiveCall(context, EMAIL, 'Escrow Officer')];

    const monthly = await monthlyTilesCall(context, officer, day, EMAIL);
    calls.push(monthly.call);
    notes.push(monthly.note);

    const tile = await commissionTileCalls(context, officer, day, EMAIL);
    calls.push(...tile.calls);
    notes.push(...tile.notes);

    // The branch summary's report-date picker: the latest business day and the month ends (both timed as
    // asked; they answer by the server's clock), then the summary for the latest business day before the
    // data's last day (what the picker offers first when the data ends today).
    const calendar = [
      { label: 'GET /api/calendar/all-days (count 1)', route: 'all-days', count: 1 },
      {
        label: `GET /api/calendar/last-eom (count ${LAST_EOM_DEFAULT_COUNT})`,
        route: 'last-eom',
        count: LAST_EOM_DEFAULT_COUNT,
      },
    ];
    for (const { label, route, count } of calendar) {
      const call = {
        label,
        path: `/api/calendar/${route}?${new URLSearchParams({ count: String(count), state })}`,
        onLoad: true,
      };
      const dates = await getJson<GetAllDaysResponse | GetLastEomResponse>(call.path, EMAIL);
      expectSame(`${label}, the number of dates`, dates.length, count);
      calls.push(call);
    }
    const upTo = dayBefore(day.today);
    const [reportDate] = lastBusinessDays(1, upTo, new Set(await listClosures(db, state, upTo)));
    if (!reportDate) throw new Error(`No business day of ${state} up to ${upTo}`);
    const summary = {
      label: `GET /api/reports/branches (${state}, ${reportDate})`,
      path: `/api/reports/branches?${new URLSearchParams({ state, report_date: reportDate })}`,
      onLoad: true,
    };
    const answer = await getJson<BranchSummaryResponse>(summary.path, EMAIL);
    const total = answer.rows.find((row) => row.branch_id === ALL_BRANCHES_ID);
    if (!total) throw new Error(`${summary.label}: no TOTAL row`);
    const [naive] = rowsOf<{ opens: number; closes: number }>(
      await db.execute(sql`
        select
          (select count(*)::int from esc_files
            where state = ${state} and open_date between ${answer.month_start} and ${answer.report_date}) as opens,
          (select count(*)::int from esc_files
            where state = ${state} and calc_close_date between ${answer.month_start} and ${answer.report_date})
            as closes`),
    );
    expectSame(
      `${summary.label}, the TOTAL's opens and closes against esc_files`,
      [total.mtd_open, total.mtd_closed],
      [Number(naive?.opens), Number(naive?.closes)],
    );
    calls.push(summary);
    notes.push(
      `${summary.label}: ${answer.rows.length - 1} branch rows; TOTAL ${total.mtd_open} opened, ` +
        `${total.mtd_closed} closed from ${answer.month_start}, as esc_files counts them`,
    );

    const dialog = await distributionDialogCalls(context, officer, day, EMAIL);
    calls.push(...dialog.calls);
    notes.push(...dialog.notes);

    const [first, , last] = day.months;
    const rank = await busiestRank(db, officer, {
      from: first?.start ?? day.today,
      to: last?.end ?? day.today,
    });
    notes.unshift(
      `escrow dashboard as ${EMAIL} (${officer.name}, ${state}) on ${day.today}, the data's last day: ` +
        `${rank.files} files opened or closed in the three months as credited officer, rank ${rank.rank} of ` +
        `${rank.of} officers (the busiest ${rank.busiest})`,
    );
    note(`escrow dashboard: ${calls.length} calls checked against the database; timing…`);
    const timed = await timeDashboard(context, 'escrow', EMAIL, calls);
    return { rows: timed.rows, notes: [...notes, ...(timed.notes ?? [])] };
  },
} satisfies LatencyCase;
