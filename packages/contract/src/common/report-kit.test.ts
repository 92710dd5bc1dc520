import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BRANCH_SUMMARY_PARTNER_COLUMNS,
  BRANCH_SUMMARY_REPORT,
  type BranchReportRow,
} from '../branch-reports/branch-summary.ts';
import { figureHeader } from './figure-names.ts';
import {
  defineReport,
  formatPercentCell,
  reportKeys,
  reportRows,
  reportValue,
  withoutColumns,
} from './report-kit.ts';

const ZRow = z.object({ id: z.number(), name: z.string(), amount: z.string(), opens: z.number() });

const report = defineReport({
  title: 'Example',
  row: ZRow,
  isTotal: (row) => row.id === 0,
  columns: [
    { key: 'name', header: 'Name', kind: 'text', total: 'none' },
    { key: 'label', header: 'Label', kind: 'link', value: (row) => `#${row.id}`, total: 'none' },
    { key: 'amount', header: figureHeader('company_revenue'), kind: 'money', total: 'sum' },
    { key: 'opens', header: 'Opens', kind: 'count', total: 'sum' },
  ],
});

describe('report kit', () => {
  it('reads a field by its key, or through the column accessor', () => {
    const row = { id: 7, name: 'A', amount: '1.50', opens: 2 };
    expect(report.columns.map((column) => reportValue(column, row))).toEqual(['A', '#7', '1.50', 2]);
  });

  it('splits the TOTAL row from the rows, and answers none when the report has no TOTAL row', () => {
    const rows = [
      { id: 1, name: 'A', amount: '1.00', opens: 1 },
      { id: 0, name: 'TOTAL', amount: '1.00', opens: 1 },
    ];
    expect(reportRows(report, rows)).toEqual({ rows: [rows[0]], total: rows[1] });
    expect(reportRows({}, rows)).toEqual({ rows, total: null });
  });

  it('lists the column keys in order, for the screen sort', () => {
    expect(reportKeys(report)).toEqual(['name', 'label', 'amount', 'opens']);
  });

  it('leaves columns out by key, in the declaration order', () => {
    expect(withoutColumns(report, ['label', 'opens']).columns.map((column) => column.key)).toEqual([
      'name',
      'amount',
    ]);
  });

  it('refuses two columns with one key, and a total of a column it does not have', () => {
    expect(() =>
      defineReport({
        title: 'Twice',
        row: ZRow,
        columns: [
          { key: 'name', header: 'Name', kind: 'text', total: 'none' },
          { key: 'name', header: 'Name again', kind: 'text', total: 'none' },
        ],
      }),
    ).toThrow('Twice: two columns share a key');
    expect(() =>
      defineReport({
        title: 'Change',
        row: ZRow,
        columns: [
          { key: 'opens', header: 'Opens', kind: 'count', total: 'sum' },
          {
            key: 'chg',
            header: 'Change',
            kind: 'percent',
            value: () => null,
            // @ts-expect-error: the change's columns are the report's own.
            total: { change: { from: 'x', to: 'opens' } },
          },
        ],
      }),
    ).toThrow('Change: the total of chg names a column it does not have');
  });

  it('types a column without an accessor as one of the row fields', () => {
    defineReport({
      title: 'Typed',
      row: ZRow,
      // @ts-expect-error: 'missing' is not a field of the row, and the column has no accessor.
      columns: [{ key: 'missing', header: 'Missing', kind: 'text', total: 'none' }],
    });
  });

  it('writes a percent with one decimal, negatives in parentheses, none as a dash', () => {
    expect([12.5, -3, 0, null].map(formatPercentCell)).toEqual(['12.5%', '(3.0%)', '0.0%', '—']);
  });

  it('declares the Branch Escrow Summary once: the compact form is the same columns without the partners', () => {
    const row = { branch_id: 0, branch_name: 'TOTAL' } as BranchReportRow;
    expect(BRANCH_SUMMARY_REPORT.isTotal?.(row)).toBe(true);
    expect(
      withoutColumns(BRANCH_SUMMARY_REPORT, BRANCH_SUMMARY_PARTNER_COLUMNS).columns.map((c) => c.header),
    ).toEqual([
      'Branch',
      'Current Year Opens',
      'Current Year Closes',
      'Current Year Revenue',
      'Prior Year Opens',
      'Prior Year Closes',
      'Prior Year Revenue',
      'Open Change',
      'Revenue Change',
    ]);
  });
});
