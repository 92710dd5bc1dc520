import { defineReport, type ReportDeclaration } from '@hub/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders, storeToken } from '@/test/utils';
import { DataTable } from './data-table';
import { type ReportColumnsOptions, reportColumns } from './report-columns';

const ZLine = z.object({
  id: z.number(),
  name: z.string(),
  day: z.string(),
  files: z.number(),
  amount: z.string(),
  change: z.number().nullable(),
});
type Line = z.infer<typeof ZLine>;

const REPORT = defineReport({
  title: 'Lines',
  row: ZLine,
  isTotal: (line) => line.id === 0,
  columns: [
    { key: 'name', header: 'Name', kind: 'text', total: 'none' },
    { key: 'day', header: 'Day', kind: 'date', total: 'none' },
    { key: 'files', header: 'Files', kind: 'count', total: 'sum' },
    { key: 'amount', header: 'Amount', kind: 'money', total: 'sum' },
    { key: 'change', header: 'Change', kind: 'percent', total: { change: { from: 'files', to: 'files' } } },
  ],
});

const LINES: Line[] = [
  { id: 1, name: 'Bravo', day: '2031-05-14', files: 2, amount: '0.10', change: 12.5 },
  { id: 2, name: 'Alpha', day: '2031-05-13', files: 1500, amount: '-1234.50', change: -3 },
];
const TOTAL: Line = { id: 0, name: 'TOTAL', day: '', files: 1502, amount: '-1234.40', change: null };

function renderReport(
  options: ReportColumnsOptions<Line, string> = {},
  report: ReportDeclaration<Line, string> = REPORT,
) {
  storeToken();
  renderWithProviders(
    <DataTable<Line>
      label="Lines"
      columns={reportColumns(report, options)}
      data={LINES}
      getRowId={(line) => String(line.id)}
      emptyText="No lines."
      totals
      totalsLabel="TOTAL"
    />,
  );
  const rows = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row');
  return rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

const SHARED = defineReport({
  title: 'Shares',
  row: ZLine,
  columns: [
    { key: 'name', header: 'Name', kind: 'text', total: 'none' },
    { key: 'files', header: 'Share', kind: 'count', total: 'answer' },
    { key: 'unpaid', header: 'Unpaid', kind: 'money', value: () => null, total: 'none' },
  ],
});

describe('reportColumns: a declared report on the DataTable', () => {
  it("totals an 'answer' column by the server's TOTAL only, never a sum; no money is an empty cell", () => {
    const [, bravo, , total] = renderReport({ total: { ...TOTAL, files: 100 } }, SHARED);
    expect(bravo).toEqual(['Bravo', '2', '']);
    expect(total).toEqual(['TOTAL', '100', '']);
  });

  it("leaves an 'answer' column's total empty without the server's TOTAL", () => {
    expect(renderReport({}, SHARED).at(-1)).toEqual(['TOTAL', '', '']);
  });

  it('heads the columns by the declaration and writes each kind as the reports do', () => {
    const [head, bravo, alpha] = renderReport();
    expect(head).toEqual(['Name↕', 'Day↕', 'Files↕', 'Amount↕', 'Change↕']);
    expect(bravo).toEqual(['Bravo', '05/14/2031', '2', '$0.10', '12.5%']);
    expect(alpha).toEqual(['Alpha', '05/13/2031', '1500', '($1,234.50)', '(3.0%)']);
    expect(screen.getByText('(3.0%)').style.color).not.toBe('');
    expect(screen.getByText('($1,234.50)').style.color).not.toBe('');
  });

  it('sums the sum columns when the answer has no TOTAL row', () => {
    expect(renderReport().at(-1)).toEqual(['TOTAL', '', '1,502', '($1,234.40)', '']);
  });

  it("shows the server's TOTAL row, and the screen's own cells in the rows and the TOTAL alike", () => {
    const [, bravo, , total] = renderReport({
      total: TOTAL,
      cells: { name: (line) => `<${line.name}>`, files: (line) => `#${line.files}` },
    });
    expect(bravo).toEqual(['<Bravo>', '05/14/2031', '#2', '$0.10', '12.5%']);
    expect(total).toEqual(['TOTAL', '', '#1502', '($1,234.40)', '—']);
  });
});
