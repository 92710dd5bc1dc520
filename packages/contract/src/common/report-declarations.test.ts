import { describe, expect, it } from 'vitest';
import {
  YEARLY_COMPARISON_FILE_REPORT,
  YEARLY_TO_DATE_KEYS,
  yearlyComparisonLine,
  yearlyComparisonLinesReport,
  yearlyToDateReport,
} from '../branch-reports/yearly-comparison.ts';
import {
  EO_DASHBOARD_SECTIONS,
  type EoDashboardRow,
  eoDashboardSectionTable,
} from '../eo-dashboard/get-eo-dashboard.ts';
import {
  JV_MIX_BRANCH_REPORT,
  JV_MIX_EO_REPORT,
  type JvMixBranchRow,
  type JvMixEoRow,
} from '../jv-reports/jv-mix.ts';
import { JV_BREAKDOWN_REPORT, JV_MEASURE_COLUMNS } from '../jv-reports/jv-totals.ts';
import { figureHeader } from './figure-names.ts';
import { reportKeys, reportRows, reportValue } from './report-kit.ts';

const headers = (report: { columns: readonly { header: string; fileHeader?: string }[] }, file = false) =>
  report.columns.map((column) => (file ? (column.fileHeader ?? column.header) : column.header));

describe('the JV reports declared once', () => {
  it('heads the breakdown and the mix as the screens and the files do', () => {
    expect(headers(JV_BREAKDOWN_REPORT)).toEqual([
      'JV',
      'Opens',
      'Closes',
      'Total Revenue',
      'Partner Title Revenue',
      'Share of Partner Title',
    ]);
    expect(headers(JV_BREAKDOWN_REPORT, true).at(-1)).toBe('Share of Partner Title (%)');
    expect(headers(JV_MIX_EO_REPORT)[0]).toBe('Escrow Officer');
    expect(headers(JV_MIX_BRANCH_REPORT)[0]).toBe('Branch');
    expect(headers(JV_MIX_EO_REPORT, true)).toEqual(headers(JV_MIX_BRANCH_REPORT, true));
    expect(reportKeys(JV_MIX_EO_REPORT).slice(1)).toEqual(JV_MEASURE_COLUMNS.map((c) => c.key));
  });

  it("finds each mix table's TOTAL row (last), never its 'No Escrow Officer' or 'No Branch' row", () => {
    const figures = { opens: 2, closes: 1, total_revenue: '10.00', partner_title_revenue: '1.00' };
    const nobody = { employee_uuid: null, first_name: null, last_name: null };
    const eo: JvMixEoRow[] = [
      { ...nobody, employee_name: 'No Escrow Officer', ...figures },
      { ...nobody, employee_name: 'TOTAL', ...figures },
    ];
    const branch: JvMixBranchRow[] = [
      { branch_id: null, branch_uuid: null, branch_name: 'No Branch', ...figures },
      { branch_id: 0, branch_uuid: null, branch_name: 'TOTAL', ...figures },
    ];
    expect(reportRows(JV_MIX_EO_REPORT, eo)).toEqual({ rows: [eo[0]], total: eo[1] });
    expect(reportRows(JV_MIX_BRANCH_REPORT, branch)).toEqual({ rows: [branch[0]], total: branch[1] });
  });
});

describe('the yearly comparison declared once', () => {
  it('heads the file by Prior Year and the screen by the years', () => {
    expect(headers(YEARLY_COMPARISON_FILE_REPORT)).toEqual([
      'Branch',
      'Month',
      'Opens',
      'Prior Year Opens',
      'Closes',
      'Prior Year Closes',
      figureHeader('company_revenue'),
      figureHeader('company_revenue', 'Prior Year'),
      'Prior Year Later Opens',
      'Prior Year Later Closes',
      figureHeader('company_revenue', 'Prior Year Later'),
    ]);
    const screen = yearlyComparisonLinesReport({ year: '2026', prior: '2025', later: '2025 Later' });
    expect(headers(screen).slice(2, 4)).toEqual(['2026 Opens', '2025 Opens']);
    expect(headers(yearlyToDateReport({ year: '2026', prior: '2025' })).slice(0, 4)).toEqual([
      'Branch',
      '2026 Opens',
      '2025 Opens',
      'Open Change',
    ]);
    expect(YEARLY_TO_DATE_KEYS).toEqual(reportKeys(yearlyToDateReport({ year: '1', prior: '0' })));
  });

  it('writes a month as a line, a side it lacks empty', () => {
    const figures = { opens: 1, closes: 2, revenue: '3.00' };
    expect(yearlyComparisonLine('101 Phoenix', 'YTD', { current: figures, prior: null })).toEqual({
      branch_name: '101 Phoenix',
      period: 'YTD',
      opens: 1,
      ly_opens: null,
      closes: 2,
      ly_closes: null,
      revenue: '3.00',
      ly_revenue: null,
      ly_rest_opens: null,
      ly_rest_closes: null,
      ly_rest_revenue: null,
    });
  });
});

describe("the EO dashboard's sections declared once", () => {
  it('names the rows, then the figures of the section, each totalled by the answer', () => {
    for (const section of EO_DASHBOARD_SECTIONS) {
      expect(headers(section.report)).toEqual([
        section.by === 'eo' ? 'Escrow Officer' : 'Branch',
        ...section.columns.map((c) => c.header),
      ]);
      expect(section.report.columns.slice(1).every((c) => c.total === 'answer')).toBe(true);
    }
  });

  it("takes the answer's totals row (branch 0, named Total) as each section's TOTAL, never a row", () => {
    const row = {
      branch_id: null,
      branch_name: null,
      escrow_officer_id: 7,
      escrow_officer_name: 'Eve Officer',
    };
    const branch = {
      branch_id: 3,
      branch_name: '101 Phoenix',
      escrow_officer_id: null,
      escrow_officer_name: null,
    };
    const total = { branch_id: 0, branch_name: 'Total', escrow_officer_id: null, escrow_officer_name: null };
    const [eo, br, all] = [row, branch, { ...total, ytd_closed: 3 }] as EoDashboardRow[];
    const rows = [eo, br, all] as EoDashboardRow[];
    expect(eoDashboardSectionTable({ rows }, 'eo')).toEqual({ rows: [eo], total: all });
    expect(eoDashboardSectionTable({ rows }, 'branch')).toEqual({ rows: [br], total: all });
    const [name] = EO_DASHBOARD_SECTIONS[0]?.report.columns ?? [];
    expect(name && all && reportValue(name, all)).toBe('Total');
  });
});
