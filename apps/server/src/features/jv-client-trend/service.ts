import {
  JV_CLIENT_TREND_EMAIL_QUEUED,
  JV_CLIENT_TREND_UNKNOWN,
  JV_MIX_NOT_FOUND,
  type JvClientTrendEmailQueued,
  type JvClientTrendResponse,
  type JvClientTrendRow,
  type MonthCounts,
} from '@hub/contract';
import {
  compareNames,
  firstDayOfMonth,
  lastDayOfMonth,
  type MonthKey,
  monthKeyInLA,
  monthName,
  normalizeName,
  shiftMonth,
} from '@hub/domain';
import type { Executor } from '../../db/client.ts';
import { EXPORT_CONTENT_TYPES } from '../../exports/export-rows.ts';
import type { MailMessage } from '../../mail/mail-service.ts';
import type { CurrentUser } from '../../plugins/auth/index.ts';
import { assertStateAccess, stateScope } from '../../plugins/authorization/policies.ts';
import { notFound } from '../../plugins/errors/http-error.ts';
import { activeGroupMembers } from '../client-groups/repository.ts';
import { findJvReportJv } from '../jv-reports/repository.ts';
import { jvClientMonthCounts } from './repository.ts';
import { trendWorkbook, trendWorkbookFilename } from './workbook.ts';

export type JvClientTrendQueryIn = { jv_uuid: string; months: number; include_unknown?: boolean | undefined };

/** The `count` Los Angeles months ending with the month of `now`, oldest first. */
export function trendMonths(count: number, now: Date): MonthKey[] {
  const asOf = monthKeyInLA(now);
  return Array.from({ length: count }, (_, i) => shiftMonth(asOf, i - (count - 1)));
}

const zeroCounts = (months: readonly MonthKey[]): MonthCounts =>
  Object.fromEntries(months.map((month) => [month, 0]));

type Bucket = Omit<JvClientTrendRow, 'open_total' | 'close_total'>;

/**
 * Spec 001 §3 "JV client trend" (DOMAIN.md §6b): the JV's files per directing client and month for the
 * `months` Los Angeles months ending with the current one; opens by open_date, closes by calc_close_date.
 * A client whose normalised name (§7) is a member's of an active group is counted in that group's row
 * (the oldest group when two have it), never alone; files without a named directing client make the
 * 'Unknown' row, only with `include_unknown`. Rows by open + close total (descending), then label;
 * `totals` adds every row. Administrators of the JV's state (a State Super User only their own: 403).
 */
export async function getJvClientTrend(
  db: Executor,
  user: CurrentUser,
  query: JvClientTrendQueryIn,
  now: Date = new Date(),
): Promise<JvClientTrendResponse> {
  const jv = await findJvReportJv(db, query.jv_uuid);
  if (!jv) throw notFound(JV_MIX_NOT_FOUND);
  assertStateAccess(user, jv.st);
  const months = trendMonths(query.months, now);
  const first = months[0] ?? monthKeyInLA(now);
  const asOf = months.at(-1) ?? first;
  const [counts, members] = await Promise.all([
    jvClientMonthCounts(db, {
      jvId: jv.jv_id,
      scope: stateScope(user),
      from: firstDayOfMonth(first),
      to: lastDayOfMonth(asOf),
    }),
    activeGroupMembers(db),
  ]);

  // A normalised name's group: the oldest active group that has it.
  const groupOf = new Map<string, { client_group_id: number; name: string }>();
  for (const m of members)
    if (!groupOf.has(m.normalized_member_name)) groupOf.set(m.normalized_member_name, m);

  const buckets = new Map<string, Bucket>();
  const bucket = (key: string, label: string, group: number | null): Bucket => {
    let found = buckets.get(key);
    if (!found) {
      found = {
        label,
        is_group: group !== null,
        client_group_id: group,
        open_counts: zeroCounts(months),
        close_counts: zeroCounts(months),
      };
      buckets.set(key, found);
    }
    return found;
  };
  const normalized = new Map<string, string>();
  for (const row of counts) {
    let target: Bucket;
    if (row.client_name === null) {
      if (query.include_unknown !== true) continue;
      target = bucket('unknown', JV_CLIENT_TREND_UNKNOWN, null);
    } else {
      let norm = normalized.get(row.client_name);
      if (norm === undefined) {
        norm = normalizeName(row.client_name);
        normalized.set(row.client_name, norm);
      }
      const group = norm === '' ? undefined : groupOf.get(norm);
      target = group
        ? bucket(`group:${group.client_group_id}`, group.name, group.client_group_id)
        : bucket(`client:${row.client_name}`, row.client_name, null);
    }
    target.open_counts[row.month] = (target.open_counts[row.month] ?? 0) + row.opens;
    target.close_counts[row.month] = (target.close_counts[row.month] ?? 0) + row.closes;
  }

  const sum = (c: MonthCounts) => months.reduce((n, month) => n + (c[month] ?? 0), 0);
  const rows: JvClientTrendRow[] = [...buckets.values()]
    .map((b) => ({
      label: b.label,
      is_group: b.is_group,
      client_group_id: b.client_group_id,
      open_total: sum(b.open_counts),
      close_total: sum(b.close_counts),
      open_counts: b.open_counts,
      close_counts: b.close_counts,
    }))
    .sort(
      (a, b) =>
        b.open_total + b.close_total - (a.open_total + a.close_total) ||
        compareNames(a.label, b.label) ||
        Number(a.is_group) - Number(b.is_group),
    );

  const totals = {
    open_counts: zeroCounts(months),
    close_counts: zeroCounts(months),
    open_total: 0,
    close_total: 0,
  };
  for (const row of rows) {
    for (const month of months) {
      totals.open_counts[month] = (totals.open_counts[month] ?? 0) + (row.open_counts[month] ?? 0);
      totals.close_counts[month] = (totals.close_counts[month] ?? 0) + (row.close_counts[month] ?? 0);
    }
    totals.open_total += row.open_total;
    totals.close_total += row.close_total;
  }

  return {
    jv_id: jv.jv_id,
    jv_uuid: jv.uuid,
    jv_name: jv.name,
    as_of_month: asOf,
    months,
    rows,
    totals,
  };
}

/** Queues one e-mail (`app.mail.send`). */
export type QueueMail = (message: MailMessage) => Promise<boolean>;

/**
 * POST /reports/jv-client-trend/xls/email: the trend of the query (the same access as the GET) as a
 * formatted .xlsx workbook, e-mailed to the signed-in user through the durable mail queue.
 */
export async function emailJvClientTrend(
  db: Executor,
  send: QueueMail,
  user: CurrentUser,
  query: JvClientTrendQueryIn,
  now: Date = new Date(),
): Promise<JvClientTrendEmailQueued> {
  const trend = await getJvClientTrend(db, user, query, now);
  const first = trend.months[0] ?? trend.as_of_month;
  const span =
    first === trend.as_of_month ? monthName(first) : `${monthName(first)} to ${monthName(trend.as_of_month)}`;
  const content = await trendWorkbook(trend, {
    includeUnknown: query.include_unknown === true,
    generatedAt: now,
  });
  await send({
    to: user.email,
    subject: `JV Client Trend: ${trend.jv_name}, ${span}`,
    text: [
      `The JV client trend of ${trend.jv_name} for ${span} is attached.`,
      '',
      `${trend.rows.length} rows; ${trend.totals.open_total} opens and ${trend.totals.close_total} closes in all.`,
    ].join('\n'),
    attachments: [
      { filename: trendWorkbookFilename(trend), content, contentType: EXPORT_CONTENT_TYPES.xlsx },
    ],
  });
  return { queued: true, to: user.email, message: JV_CLIENT_TREND_EMAIL_QUEUED };
}
