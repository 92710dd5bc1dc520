import { defineReport } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reportCellText, reportTableHtml, reportTableText } from '../features/report-email/report-table.ts';
import { cellValue, toCell } from './columns.ts';
import { exportColumnsOf } from './report-columns.ts';

const report = defineReport({
  title: 'Example',
  row: z.object({
    id: z.number(),
    name: z.string(),
    day: z.string(),
    amount: z.string(),
    change: z.number().nullable(),
  }),
  isTotal: (row) => row.id === 0,
  columns: [
    { key: 'name', header: 'Name', kind: 'link', total: 'none' },
    { key: 'day', header: 'Day', kind: 'date', total: 'none' },
    { key: 'id', header: 'Number', kind: 'count', total: 'none' },
    { key: 'amount', header: 'Revenue', kind: 'money', total: 'sum' },
    { key: 'change', header: 'Change', kind: 'percent', total: 'none' },
  ],
});
const branch = { id: 1, name: 'A & B', day: '2031-05-14', amount: '-1234.5', change: -3 };
const total = { id: 0, name: 'TOTAL', day: '2031-05-14', amount: '10', change: null };
const rows = [branch, total];

describe('a declared report in files and e-mails', () => {
  it('gives the export the same keys and headers, each kind as the file writes it', () => {
    const columns = exportColumnsOf(report);
    expect(columns.map((c) => [c.key, c.header, c.kind])).toEqual([
      ['name', 'Name', 'text'],
      ['day', 'Day', 'date'],
      ['id', 'Number', 'integer'],
      ['amount', 'Revenue', 'money'],
      ['change', 'Change', 'percent'],
    ]);
    expect(columns.map((c) => toCell(c.kind, cellValue(c, branch)))).toEqual([
      { kind: 'text', text: 'A & B' },
      { kind: 'date', date: '2031-05-14' },
      { kind: 'integer', value: 1 },
      { kind: 'money', cents: -123450, text: '-1234.50' },
      { kind: 'percent', fraction: '-0.03', text: '-3%' },
    ]);
    expect(columns.map((c) => cellValue(c, total)).at(-1)).toBeNull();
  });

  it("heads a file's column by its fileHeader where the declaration gives one", () => {
    const named = defineReport({
      title: 'Named',
      row: z.object({ name: z.string() }),
      columns: [{ key: 'name', header: 'Escrow Officer', fileHeader: 'Name', kind: 'link', total: 'none' }],
    });
    expect(exportColumnsOf(named).map((c) => c.header)).toEqual(['Name']);
    expect(reportTableHtml(named, [{ name: 'A' }])).toContain('>Escrow Officer</th>');
  });

  it('writes the e-mail table from the same columns: escaped, negative percents red, the TOTAL row bold', () => {
    const html = reportTableHtml(report, rows);
    expect([...html.matchAll(/<th [^>]*>([^<]*)<\/th>/g)].map((m) => m[1])).toEqual([
      'Name',
      'Day',
      'Number',
      'Revenue',
      'Change',
    ]);
    expect(html).toContain('>A &#38; B</td>');
    expect(html).toContain('color:#c92a2a">(3.0%)</td>');
    expect(html).toContain('font-weight:bold">TOTAL</td>');
    expect(reportTableText(report, rows)).toEqual([
      'Name: A & B | Day: 05/14/2031 | Number: 1 | Revenue: ($1,234.50) | Change: (3.0%)',
      'Name: TOTAL | Day: 05/14/2031 | Number: 0 | Revenue: $10.00 | Change: —',
    ]);
    expect(reportCellText('money', null)).toBe('');
  });
});
