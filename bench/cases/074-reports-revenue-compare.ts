// Issue 12, speed: the Revenue Compare (GET /api/revenue/datecompare) of the state with more closings on
// the last day of the data's last whole month, as the demo Super User. Beside it, the same answer
// computed naively in one statement: the three periods from the state's business days (Monday to
// Friday less its closures in calendar_days): the report date's month through it, and the previous
// month and the same month a year earlier through the same business day number (their last business
// day when they have fewer; their first when the number is 0); then, in each, the state's files' opens
// (open_date), closes (calc_close_date) and cancels (cancel_date), and the company and partner total
// revenue of revenue_ledger by ledger date. Periods and figures must be the same before timing.
import type { RevenueCompareResponse } from '@hub/contract';
import { toCents } from '@hub/domain/money';
import { addYears, firstDayOfMonth } from '@hub/domain/time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { expectSame, reportMonth } from '../file-reports.ts';
import { endpointTargets, REPORT_TARGETS_NOTE, reportTargets } from '../report-targets.ts';
import type { LatencyCase } from '../types.ts';

const PERIODS = ['cur', 'prev', 'ly'] as const;
const FIGURES = ['beg_date', 'end_date', 'open', 'closed', 'cancel', 'revenue', 'partner_revenue'] as const;

type Answer = Record<string, string | number | null>;

/** The comparison from the calendar, the files and the ledger: one row, named as the endpoint's fields. */
function naive(db: Db, state: string, reportDate: string) {
  const since = firstDayOfMonth(addYears(reportDate, -1));
  const pick = (column: string, as: string) => (p: string) =>
    `max(${column}) filter (where name = '${p}') as ${p}_${as}`;
  const columns = sql.raw(
    PERIODS.flatMap((p) =>
      [
        pick('beg_date::text', 'beg_date'),
        pick('end_date::text', 'end_date'),
        pick('opens', 'open'),
        pick('closes', 'closed'),
        pick('cancels', 'cancel'),
        pick('revenue::text', 'revenue'),
        pick('partner::text', 'partner_revenue'),
      ].map((column) => column(p)),
    ).join(', '),
  );
  return db.execute(sql`
    with business as (
      select d::date as day, date_trunc('month', d)::date as month,
        row_number() over (partition by date_trunc('month', d) order by d)::int as n
      from generate_series(${since}::date, ${reportDate}::date, interval '1 day') d
      where extract(isodow from d) < 6
        and not exists (select 1 from calendar_days c
                        where c.state = ${state} and c.day_date = d::date and not c.is_business_day)
    ),
    number as (
      select count(*)::int as n from business
      where month = date_trunc('month', ${reportDate}::date) and day <= ${reportDate}::date
    ),
    periods as (
      select 'cur' as name, date_trunc('month', ${reportDate}::date)::date as beg_date, ${reportDate}::date as end_date
      union all
      select p.name, p.month,
        (select max(b.day) from business b where b.month = p.month and b.n <= greatest(number.n, 1))
      from number, (values ('prev', date_trunc('month', ${reportDate}::date - interval '1 month')::date),
                           ('ly', date_trunc('month', ${reportDate}::date - interval '1 year')::date)) p(name, month)
    ),
    figures as (
      select p.*,
        (select count(*) from esc_files f where f.state = ${state} and f.open_date between p.beg_date and p.end_date)::int as opens,
        (select count(*) from esc_files f
          where f.state = ${state} and f.calc_close_date between p.beg_date and p.end_date)::int as closes,
        (select count(*) from esc_files f
          where f.state = ${state} and f.cancel_date between p.beg_date and p.end_date)::int as cancels,
        m.revenue, m.partner
      from periods p
      cross join lateral (
        select coalesce(sum(l.company_revenue), 0) as revenue, coalesce(sum(l.partner_total_revenue), 0) as partner
        from revenue_ledger l
        where l.state = ${state} and l.ledger_date between p.beg_date and p.end_date
      ) m
    )
    select (select n from number) as business_day_number, ${columns}
    from figures`);
}

/** What both answers are compared by: the day number, then each period's dates, counts and money in cents. */
const comparable = (a: Answer) => [
  Number(a.business_day_number),
  ...PERIODS.flatMap((p) =>
    FIGURES.map((figure) => {
      const value = a[`${p}_${figure}`];
      return figure.endsWith('revenue')
        ? toCents(String(value))
        : figure.endsWith('date')
          ? value
          : Number(value);
    }),
  ),
];

export default {
  kind: 'latency',
  name: 'reports: revenue compare',
  description:
    "GET /api/revenue/datecompare?state&report_date (the last day of the data's last whole month) as the " +
    'demo Super User: month to date against the previous month and last year through the same business ' +
    'day number (opens, closes, cancels, revenue, partner revenue); naive: the periods from the calendar ' +
    'and the figures from esc_files and revenue_ledger in one statement',
  run: async ({ db, time, get, getJson, note, database, files }) => {
    const targets = reportTargets({ database, files });
    const { state, end } = await reportMonth(db);
    const path = `/api/revenue/datecompare?${new URLSearchParams({ state, report_date: end })}`;
    const label = `revenue compare ${state} ${end}`;

    const answer = await getJson<RevenueCompareResponse>(path);
    const [expected] = (await naive(db, state, end)).rows as Answer[];
    if (!expected) throw new Error(`${label}: the naive statement gave no row`);
    expectSame(
      `${label}, GET /api/revenue/datecompare against the naive statement`,
      comparable(answer),
      comparable(expected),
    );
    if (answer.cur_closed === 0 || answer.ly_closed === 0) throw new Error(`${label}: no closings`);
    note(`${label}: business day ${answer.business_day_number}, the same periods and figures; timing…`);

    const naiveName = `${label}: naive, calendar, files and ledger`;
    const naiveTiming = await time(() => naive(db, state, end));
    const endpointTiming = await time(() => get(path));
    return {
      rows: [
        { name: naiveName, ...naiveTiming },
        {
          name: `${label}: GET /api/revenue/datecompare`,
          ...endpointTiming,
          ...endpointTargets(targets, naiveName),
        },
      ],
      notes: [
        `${label}: business day ${answer.business_day_number}; ${PERIODS.map(
          (p) =>
            `${p} ${answer[`${p}_beg_date`]}..${answer[`${p}_end_date`]} ${answer[`${p}_closed`]} closes, ` +
            `revenue ${answer[`${p}_revenue`]}`,
        ).join('; ')}: the same dates, counts and money (to the cent) as the naive statement`,
        ...(targets ? [] : [REPORT_TARGETS_NOTE]),
      ],
    };
  },
} satisfies LatencyCase;
