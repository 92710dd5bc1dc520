import * as XLSX from '@e965/xlsx';
import { toCsv } from '@hub/domain';
import { LAYOUTS, type UploadType } from './layouts.ts';

/** The template of an upload type: the header row and one example row, as CSV or as a workbook. */
export function uploadTemplate(
  type: UploadType,
  format: 'csv' | 'xlsx',
): { body: Buffer; contentType: string; fileName: string } {
  const columns = LAYOUTS[type];
  const rows = [columns.map((c) => c.name), columns.map((c) => c.example)];
  const fileName = `hub-${type.replace('_', '-')}-template.${format}`;
  if (format === 'csv') {
    return { body: Buffer.from(toCsv(rows), 'utf8'), contentType: 'text/csv; charset=utf-8', fileName };
  }
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  // Every cell as text: nothing in a template is ever read as a formula or a number.
  for (const key of Object.keys(sheet)) {
    const cell = sheet[key];
    if (!key.startsWith('!') && cell && typeof cell === 'object' && 't' in cell) cell.t = 's';
  }
  sheet['!cols'] = columns.map((c) => ({ wch: Math.max(c.name.length, c.example.length) + 2 }));
  const notes = XLSX.utils.aoa_to_sheet([
    ['column', 'required', 'what it holds'],
    ...columns.map((c) => [c.name, c.required ? 'yes' : '', c.note]),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, type === 'esc_files' ? 'Files' : 'Employees');
  XLSX.utils.book_append_sheet(book, notes, 'Columns');
  const body = XLSX.write(book, { bookType: 'xlsx', type: 'buffer', compression: true }) as Buffer;
  return {
    body,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName,
  };
}
