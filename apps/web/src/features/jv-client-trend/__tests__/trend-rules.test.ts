import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { parseSearchParams, writeSearchParams } from '@/lib/search-params';
import {
  emailFailureText,
  groupNameProblem,
  MEMBER_NAME_REQUIRED,
  memberProblem,
} from '../utils/trend-texts';
import { isClientRow, MONTH_CHOICES, monthLabel, trendQuery, ZJvClientTrendView } from '../utils/trend-view';

const JV = '11111111-1111-4111-8111-111111111111';

describe('the JV client trend address', () => {
  it('offers 1 to 12, 18 and 24 months (spec 001 §9)', () => {
    expect(MONTH_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 24]);
  });

  it('reads 12 months and the unknown clients by default, and a bad month count as 12', () => {
    expect(parseSearchParams(ZJvClientTrendView, '')).toEqual({ months: 12, include_unknown: true });
    expect(parseSearchParams(ZJvClientTrendView, 'months=18&include_unknown=0')).toEqual({
      months: 18,
      include_unknown: false,
    });
    for (const bad of ['13', '0', '25', 'x', '1.5']) {
      expect(parseSearchParams(ZJvClientTrendView, `months=${bad}`).months).toBe(12);
    }
  });

  it('writes only what differs from the defaults', () => {
    expect(writeSearchParams(ZJvClientTrendView, { months: 12, include_unknown: true }).toString()).toBe('');
    expect(writeSearchParams(ZJvClientTrendView, { months: 24, include_unknown: false }).toString()).toBe(
      'months=24&include_unknown=0',
    );
  });

  it('asks the server with include_unknown as true or false', () => {
    expect(trendQuery(JV, { months: 3, include_unknown: true })).toEqual({
      jv_uuid: JV,
      months: 3,
      include_unknown: 'true',
    });
    expect(trendQuery(JV, { months: 12, include_unknown: false }).include_unknown).toBe('false');
  });

  it('names months as words and offers groups only for clients', () => {
    expect(monthLabel('2031-05')).toBe('May 2031');
    const row = { label: 'Acme', is_group: false, client_group_id: null };
    const counts = { open_total: 0, close_total: 0, open_counts: {}, close_counts: {} };
    expect(isClientRow({ ...row, ...counts })).toBe(true);
    expect(isClientRow({ ...row, ...counts, is_group: true, client_group_id: 3 })).toBe(false);
    expect(isClientRow({ ...row, ...counts, label: 'Unknown' })).toBe(false);
  });
});

describe('the group rules (spec 001 §5)', () => {
  it('needs a group name', () => {
    expect(groupNameProblem('')).toBe('Enter a group name first.');
    expect(groupNameProblem('   ')).toBe('Enter a group name first.');
    expect(groupNameProblem(' Builders ')).toBeNull();
  });

  it('needs a selected group before a member, then a name', () => {
    expect(memberProblem(null, 'Acme Title')).toBe('Please select a group first.');
    expect(memberProblem(null, '')).toBe('Please select a group first.');
    expect(memberProblem(4, ' ')).toBe(MEMBER_NAME_REQUIRED);
    expect(memberProblem(4, 'Acme Title')).toBeNull();
  });
});

describe('the failure texts (spec 001 §8)', () => {
  it("says the e-mail's detail, else the error's message, else 'Failed to queue email'", () => {
    expect(emailFailureText(new ApiError(503, 'The mailer is down.'))).toBe('The mailer is down.');
    expect(emailFailureText(new ApiError(0, null, 'The server could not be reached.'))).toBe(
      'The server could not be reached.',
    );
    expect(emailFailureText(new Error(''))).toBe('Failed to queue email');
    expect(emailFailureText('nothing')).toBe('Failed to queue email');
  });
});
