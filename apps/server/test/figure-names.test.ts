import {
  type BranchSummaryResponse,
  EO_DASHBOARD_SECTIONS,
  FIGURE_NAMES,
  type FigureKey,
  TOTAL_ROW_NAME,
} from '@hub/contract';
import { describe, expect, it } from 'vitest';
import {
  BRANCH_SUMMARY_COLUMNS,
  YEARLY_COMPARISON_COLUMNS,
} from '../src/features/branch-reports/export-columns.ts';
import { branchSummaryHtml } from '../src/features/report-email/service.ts';
import { REVENUE_TREND_COLUMNS } from '../src/features/revenue-reports/export-columns.ts';

/**
 * Issue 17 item 2: one name, one figure. Each report's revenue columns, by the field they show and the
 * ledger figure that field is (read from the reports' SQL: the branch summary, trend and compare sum
 * company_revenue and partner_total_revenue, the EO dashboard total_revenue, company_revenue and
 * partner_title_revenue), must be headed by the period's words and the glossary name of that figure.
 */
type Expected = Record<string, [figure: FigureKey, period: string]>;

const header = ([figure, period]: [FigureKey, string]) =>
  period ? `${period} ${FIGURE_NAMES[figure]}` : FIGURE_NAMES[figure];

function expectFigureHeaders(columns: readonly { key: string; header: string }[], expected: Expected) {
  const revenueColumns = columns.filter((c) => /revenue/i.test(c.header) && !/(%|Change)$/.test(c.header));
  expect(revenueColumns.map((c) => c.key).sort()).toEqual(Object.keys(expected).sort());
  for (const column of revenueColumns) {
    expect(column.header, column.key).toBe(header(expected[column.key] as [FigureKey, string]));
  }
}

describe('figure names (docs/domain.md "Figure names")', () => {
  it('gives every figure one distinct name', () => {
    expect(new Set(Object.values(FIGURE_NAMES)).size).toBe(Object.keys(FIGURE_NAMES).length);
  });

  it('heads the branch summary, its export and its e-mail workbook by the glossary', () => {
    expectFigureHeaders(BRANCH_SUMMARY_COLUMNS, {
      mtd_revenue: ['company_revenue', 'Current Year'],
      mtd_partner_revenue: ['partner_total_revenue', 'Current Year'],
      ly_revenue: ['company_revenue', 'Prior Year'],
      ly_partner_revenue: ['partner_total_revenue', 'Prior Year'],
    });
  });

  it('heads the yearly comparison export by the glossary', () => {
    expectFigureHeaders(YEARLY_COMPARISON_COLUMNS, {
      revenue: ['company_revenue', ''],
      ly_revenue: ['company_revenue', 'Prior Year'],
      ly_rest_revenue: ['company_revenue', 'Prior Year Later'],
    });
  });

  it('heads the revenue trend export by the glossary', () => {
    expectFigureHeaders(REVENUE_TREND_COLUMNS, {
      today_revenue: ['company_revenue', ''],
      mtd_revenue: ['company_revenue', 'MTD'],
      today_partner_revenue: ['partner_total_revenue', ''],
      mtd_partner_revenue: ['partner_total_revenue', 'MTD'],
    });
  });

  it('heads the EO dashboard (screen and export) by the glossary: Total Revenue, Partner Title Revenue', () => {
    const columns = EO_DASHBOARD_SECTIONS.flatMap((section) => section.columns);
    const unique = [...new Map(columns.map((c) => [c.key, c])).values()];
    expectFigureHeaders(unique, {
      mtd_revenue: ['total_revenue', 'MTD'],
      purchase_mtd_revenue: ['total_revenue', 'Purchase MTD'],
      refi_mtd_revenue: ['total_revenue', 'Refi MTD'],
      ytd_revenue: ['total_revenue', 'YTD'],
      purchase_ytd_revenue: ['total_revenue', 'Purchase YTD'],
      refi_ytd_revenue: ['total_revenue', 'Refi YTD'],
      ytd_mag_revenue: ['company_revenue', 'YTD'],
      ytd_part_revenue: ['partner_title_revenue', 'YTD'],
    });
  });

  it('heads the daily branch summary e-mail by the glossary', () => {
    const summary: BranchSummaryResponse = {
      state: 'AZ',
      report_date: '2026-11-27',
      month_start: '2026-11-01',
      ly_start: '2025-11-01',
      ly_end: '2025-11-27',
      rows: [
        {
          branch_id: 0,
          branch_uuid: null,
          branch_name: TOTAL_ROW_NAME,
          mtd_open: 1,
          mtd_closed: 1,
          mtd_revenue: '10.00',
          mtd_partner_revenue: '5.00',
          ly_open: 1,
          ly_closed: 1,
          ly_revenue: '10.00',
          ly_partner_revenue: '5.00',
          yr_open_chg: 0,
          yr_revenue_chg: 0,
        },
      ],
    };
    const headers = [...branchSummaryHtml(summary).matchAll(/<th [^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    const revenue = headers.filter((h) => h !== undefined && /Revenue/.test(h) && !/Change$/.test(h));
    // The dates it compares (issue 17), in the body and the attached workbook's heading.
    expect(branchSummaryHtml(summary)).toContain(
      'Compared: 11/01/2026–11/27/2026 with 11/01/2025–11/27/2025 (the same days a year earlier)',
    );
    expect(revenue).toEqual([
      header(['company_revenue', 'Current Year']),
      header(['company_revenue', 'Prior Year']),
    ]);
  });
});
