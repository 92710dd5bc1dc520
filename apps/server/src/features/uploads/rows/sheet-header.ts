// A sheet's header row: which column holds what, and the words for a sheet without a header or rows.
import { PermanentJobError } from '../../../jobs/job-queue.ts';
import { type HeaderMap, mapHeaders, type UploadType } from '../layouts.ts';

export const NO_HEADER = 'The file is empty: it has no header row.';
export const NO_ROWS = 'The file has a header row but no data rows.';

/** A sheet read whole: its header, its data rows and what each column holds. */
export type Sheet = { headers: readonly string[]; rows: readonly string[][]; map: HeaderMap };

/** The rows of a sheet read whole, the first its header. */
export function toSheet(type: UploadType, allRows: string[][]): Sheet {
  const [headers, ...rows] = allRows;
  if (!headers) throw new PermanentJobError(NO_HEADER);
  const map = headerMap(type, headers);
  if (rows.length === 0) throw new PermanentJobError(NO_ROWS);
  return { headers, rows, map };
}

/** Which column holds what; a PermanentJobError naming the required columns the header lacks. */
export function headerMap(type: UploadType, headers: readonly string[]): HeaderMap {
  const map = mapHeaders(type, headers);
  const missing = [...map.missing];
  if (
    type === 'employees' &&
    ![...map.columns.values()].some((c) => c.name === 'payroll_id' || c.name === 'email')
  ) {
    missing.push('payroll_id or email');
  }
  if (missing.length > 0) {
    throw new PermanentJobError(
      `The file is missing required column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. ` +
        'Download the template to see the expected columns.',
    );
  }
  return map;
}
