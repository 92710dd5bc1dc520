import {
  EMPLOYEE_JV_RANGE_ENDPOINT,
  EMPLOYEE_REPORT_ENDPOINT,
  type EmployeeJvLink,
  type JvTotalsRow,
} from '@hub/contract';
import { formatUsd } from '@hub/domain';
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { orderListHref, useReport } from '@/components/report';
import { ClientSearchTile, FileSearchTile, Tile } from '@/components/tiles';
import {
  type DashboardMonth,
  dashboardJvs,
  dashboardMonths,
  jvCounts,
  jvRanges,
  jvTitle,
  monthFigures,
  monthLinks,
  monthlyTilesQuery,
} from '../utils/sales-dashboard-view';

export type SalesTilesProps = {
  /** The rep the dashboard is for. */
  employeeUuid: string;
  /** The rep's JV links (GET /employees/{uuid}/jvs; the page reads them); none while loading or on failure. */
  jvs: readonly EmployeeJvLink[] | undefined;
  /** The commission tile (spec 000 §4), given by the page; it hides itself when its conditions fail. */
  commissionTile?: ReactNode;
  /** The instant the dashboard is for (tests); now unless given. */
  now?: Date;
};

/** One figure of a tile: its name, then its value as a link (plain text while the link is unknown). */
function FigureLine({
  label,
  value,
  href,
  name,
}: {
  label: string;
  value: string;
  href: string | null;
  name: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm">{label}</Text>
      {href ? (
        <Anchor component={Link} to={href} size="sm" fw={600} aria-label={name}>
          {value}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {value}
        </Text>
      )}
    </Group>
  );
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Spec 000 §2 /SalesDashboard's tiles: the commission tile, the previous, current and next month
 * (Open, Closed, Comm. Revenue), Client Search and File Search, one tile per JV (Open Today, Open MTD,
 * Closed Today, Closed MTD) and Events (Coming Soon). A failed or pending call shows zeros and $0.00
 * (spec 000 §8).
 */
export function SalesTiles({ employeeUuid, jvs, commissionTile, now }: SalesTilesProps) {
  const [at] = useState(() => now ?? new Date());
  const months = dashboardMonths(at);
  const report = useReport(EMPLOYEE_REPORT_ENDPOINT, monthlyTilesQuery(employeeUuid, at), {
    keepPrevious: false,
  });
  const answer = report.isSuccess ? report.data : undefined;
  /** The rep's number, which the order lists filter by (known once the report answers). */
  const repId = answer?.[0]?.employee_id ?? null;

  const ranges = jvRanges(at);
  const jvList = dashboardJvs(jvs, ranges.today.start);
  const hasJvs = jvList.length > 0;
  const today = useReport(
    EMPLOYEE_JV_RANGE_ENDPOINT,
    hasJvs ? { employee_uuid: employeeUuid, beg_date: ranges.today.start, end_date: ranges.today.end } : null,
    { keepPrevious: false },
  );
  const mtd = useReport(
    EMPLOYEE_JV_RANGE_ENDPOINT,
    hasJvs ? { employee_uuid: employeeUuid, beg_date: ranges.mtd.start, end_date: ranges.mtd.end } : null,
    { keepPrevious: false },
  );
  const todayRows = today.isSuccess ? today.data.rows : undefined;
  const mtdRows = mtd.isSuccess ? mtd.data.rows : undefined;

  return (
    <Stack gap="lg">
      {/* The commission tile (spec 000 §4), full width: the page passes it in; it renders nothing when hidden. */}
      {commissionTile}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {months.map((month) => (
          <MonthTile
            key={month.key}
            month={month}
            employeeUuid={employeeUuid}
            repId={repId}
            figures={monthFigures(answer, month.key)}
          />
        ))}
        <ClientSearchTile />
        <FileSearchTile />
        {jvList.map((jv) => (
          <JvTile
            key={jv.jv_id}
            jv={jv}
            repId={repId}
            ranges={ranges}
            todayRows={todayRows}
            mtdRows={mtdRows}
          />
        ))}
        <Tile title="Events" comingSoon />
      </SimpleGrid>
    </Stack>
  );
}

function MonthTile({
  month,
  employeeUuid,
  repId,
  figures,
}: {
  month: DashboardMonth;
  employeeUuid: string;
  repId: number | null;
  figures: ReturnType<typeof monthFigures>;
}) {
  const links = monthLinks(month, employeeUuid, repId);
  return (
    <Tile title={month.label}>
      <Stack gap={4}>
        <FigureLine
          label="Open"
          value={count(figures.opens)}
          href={links.open}
          name={`Open, ${month.label}: ${count(figures.opens)}`}
        />
        <FigureLine
          label="Closed"
          value={count(figures.closes)}
          href={links.closed}
          name={`Closed, ${month.label}: ${count(figures.closes)}`}
        />
        <FigureLine
          label="Comm. Revenue"
          value={formatUsd(figures.commissionableRev)}
          href={links.commRevenue}
          name={`Comm. Revenue, ${month.label}: ${formatUsd(figures.commissionableRev)}`}
        />
      </Stack>
    </Tile>
  );
}

function JvTile({
  jv,
  repId,
  ranges,
  todayRows,
  mtdRows,
}: {
  jv: EmployeeJvLink;
  repId: number | null;
  ranges: ReturnType<typeof jvRanges>;
  todayRows: readonly JvTotalsRow[] | undefined;
  mtdRows: readonly JvTotalsRow[] | undefined;
}) {
  const title = jvTitle(jv);
  const todays = jvCounts(todayRows, jv.jv_id);
  const mtds = jvCounts(mtdRows, jv.jv_id);
  const href = (kind: 'open' | 'closed', range: { start: string; end: string }) =>
    repId === null
      ? null
      : orderListHref(kind, { marketing_rep_id: repId, jv_entity_id: jv.jv_id, ...range });
  const lines = [
    { label: 'Open Today', value: todays.opens, href: href('open', ranges.today) },
    { label: 'Open MTD', value: mtds.opens, href: href('open', ranges.mtd) },
    { label: 'Closed Today', value: todays.closes, href: href('closed', ranges.today) },
    { label: 'Closed MTD', value: mtds.closes, href: href('closed', ranges.mtd) },
  ];
  return (
    <Tile title={title}>
      <Stack gap={4}>
        {lines.map((line) => (
          <FigureLine
            key={line.label}
            label={line.label}
            value={count(line.value)}
            href={line.href}
            name={`${line.label}, ${title}: ${count(line.value)}`}
          />
        ))}
      </Stack>
    </Tile>
  );
}
