import type { EmployeeJvLink, EmployeeMonthlyReport } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { repMonthlyReport, salesFigures } from '@/test/employees';
import {
  dashboardJvs,
  dashboardMonths,
  jvCounts,
  jvRanges,
  jvTitle,
  monthFigures,
  monthLinks,
  monthlyTilesQuery,
  ZERO_MONTH,
} from './sales-dashboard-view';

const UUID = '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69';
// 1 December 2026 at 02:00 UTC is still 30 November (18:00) in Los Angeles.
const LATE_NOVEMBER_IN_LA = new Date('2026-12-01T02:00:00Z');

describe('dashboardMonths', () => {
  it('is the previous, current and next month in Los Angeles, each whole', () => {
    expect(dashboardMonths(LATE_NOVEMBER_IN_LA)).toEqual([
      { key: '2026-10', label: 'October 2026', start: '2026-10-01', end: '2026-10-31' },
      { key: '2026-11', label: 'November 2026', start: '2026-11-01', end: '2026-11-30' },
      { key: '2026-12', label: 'December 2026', start: '2026-12-01', end: '2026-12-31' },
    ]);
  });

  it('crosses the years in January', () => {
    const months = dashboardMonths(new Date('2027-01-15T20:00:00Z'));
    expect(months.map((month) => month.key)).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(months[2]?.end).toBe('2027-02-28');
  });
});

describe('monthlyTilesQuery', () => {
  it('asks for the rep as a marketing rep, three months ending with the next month', () => {
    expect(monthlyTilesQuery(UUID, LATE_NOVEMBER_IN_LA)).toEqual({
      uuid: UUID,
      emp_type: 'REP',
      report_date: '2026-12-31',
      months: 3,
    });
  });
});

describe('monthFigures', () => {
  const report: EmployeeMonthlyReport[] = [
    repMonthlyReport({
      uuid: UUID,
      monthly: { '2026-11': salesFigures(4, 2, '1234.50') },
      mtd: salesFigures(4, 2, '1234.50'),
    }),
  ];

  it("reads the month's opens, closes and commissionable revenue", () => {
    expect(monthFigures(report, '2026-11')).toEqual({ opens: 4, closes: 2, commissionableRev: '1234.50' });
  });

  it('is zeros for a month without figures, an empty answer or no answer', () => {
    expect(monthFigures(report, '2026-12')).toEqual(ZERO_MONTH);
    expect(monthFigures([], '2026-11')).toEqual(ZERO_MONTH);
    expect(monthFigures(undefined, '2026-11')).toEqual(ZERO_MONTH);
    expect(ZERO_MONTH).toEqual({ opens: 0, closes: 0, commissionableRev: '0.00' });
  });
});

describe('monthLinks', () => {
  const november = { key: '2026-11', label: 'November 2026', start: '2026-11-01', end: '2026-11-30' };

  it("opens the rep's order lists over the month and their commission report", () => {
    expect(monthLinks(november, UUID, 42)).toEqual({
      open: '/reports/open-orders?marketing_rep_id=42&open_start=2026-11-01&open_end=2026-11-30',
      closed: '/reports/closed-orders?marketing_rep_id=42&close_start=2026-11-01&close_end=2026-11-30',
      commRevenue: `/reports/rep-comm-report?employee_uuid=${UUID}&start_date=2026-11-01&end_date=2026-11-30`,
    });
  });

  it('has no order list links while the rep number is unknown', () => {
    const links = monthLinks(november, UUID, null);
    expect(links.open).toBeNull();
    expect(links.closed).toBeNull();
    expect(links.commRevenue).toContain('/reports/rep-comm-report?');
  });
});

describe('the JV tiles', () => {
  const link = (jv_id: number, jv_name: string, st: string | null): EmployeeJvLink => ({
    link_id: jv_id * 10,
    jv_id,
    jv_uuid: '11111111-2222-4333-8444-555555555555',
    jv_name,
    st,
    is_primary: false,
    start_date: null,
    end_date: null,
  });

  it('ranges over today and the month to date in Los Angeles', () => {
    expect(jvRanges(LATE_NOVEMBER_IN_LA)).toEqual({
      today: { start: '2026-11-30', end: '2026-11-30' },
      mtd: { start: '2026-11-01', end: '2026-11-30' },
    });
  });

  it('lists each JV once, titled with its state', () => {
    const jvs = dashboardJvs(
      [link(1, 'Acme', 'AZ'), link(2, 'Best', null), link(1, 'Acme', 'AZ')],
      '2026-11-30',
    );
    expect(jvs.map((jv) => jv.jv_id)).toEqual([1, 2]);
    expect(jvs.map(jvTitle)).toEqual(['Acme (AZ)', 'Best (Unassigned)']);
    expect(dashboardJvs(undefined, '2026-11-30')).toEqual([]);
  });

  it('leaves out a link that ended before today or starts after it', () => {
    const jvs = dashboardJvs(
      [
        { ...link(1, 'Ended', 'AZ'), end_date: '2026-11-29' },
        { ...link(2, 'Ends today', 'AZ'), end_date: '2026-11-30' },
        { ...link(3, 'Starts tomorrow', 'AZ'), start_date: '2026-12-01' },
        { ...link(4, 'Started today', 'NV'), start_date: '2026-11-30', end_date: '2027-01-31' },
      ],
      '2026-11-30',
    );
    expect(jvs.map((jv) => jv.jv_name)).toEqual(['Ends today', 'Started today']);
  });

  it("counts a JV's row, zeros without one", () => {
    const rows = [
      {
        jv_id: 1,
        jv_uuid: null,
        jv_name: 'Acme',
        opens: 3,
        closes: 1,
        total_revenue: '0.00',
        partner_title_revenue: '0.00',
        partner_title_share: null,
      },
    ];
    expect(jvCounts(rows, 1)).toEqual({ opens: 3, closes: 1 });
    expect(jvCounts(rows, 2)).toEqual({ opens: 0, closes: 0 });
    expect(jvCounts(undefined, 1)).toEqual({ opens: 0, closes: 0 });
  });
});
