import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '@/lib/search-params';
import {
  employeeJvRequest,
  formatJvShare,
  jvMixRequest,
  ZEmployeeJvBreakdownView,
  ZJvMixView,
} from './jv-report-views';

const UUID = '33333333-3333-4333-8333-333333333333';

describe('the JV reports’ addresses', () => {
  it('read a complete address as the query, and an incomplete one as missing parameters', () => {
    const view = parseSearchParams(
      ZEmployeeJvBreakdownView,
      `employee_uuid=${UUID}&beg_date=2031-05-01&end_date=2031-05-31&sort=share&dir=asc`,
    );
    expect(view).toMatchObject({ sort: 'share', dir: 'asc' });
    expect(employeeJvRequest(view)).toEqual({
      kind: 'ready',
      query: { employee_uuid: UUID, beg_date: '2031-05-01', end_date: '2031-05-31' },
    });
    expect(employeeJvRequest({ ...view, end_date: '' })).toEqual({ kind: 'missing' });
    expect(employeeJvRequest({ ...view, employee_uuid: '' })).toEqual({ kind: 'missing' });
  });

  it('say at its field why a value is refused', () => {
    const view = parseSearchParams(ZJvMixView, 'jv_uuid=alpha&beg_date=2031-05-31&end_date=2031-05-01');
    expect(jvMixRequest(view)).toEqual({
      kind: 'invalid',
      problems: { uuid: 'must be the uuid of a JV', end_date: 'must be on or after beg_date' },
    });
  });

  it('keep each mix table’s sort, a bad one falling back to none', () => {
    const view = parseSearchParams(ZJvMixView, 'eo_sort=opens&eo_dir=asc&branch_sort=zip');
    expect(view).toMatchObject({
      eo_sort: 'opens',
      eo_dir: 'asc',
      branch_sort: undefined,
      branch_dir: 'desc',
    });
  });
});

describe('formatJvShare', () => {
  it('shows a whole percent, or a dash without one', () => {
    expect(formatJvShare(93)).toBe('93%');
    expect(formatJvShare(0)).toBe('0%');
    expect(formatJvShare(null)).toBe('—');
  });
});
