import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { COMPARE_LOAD_FAILED, compareErrorText, reportDateOptions } from './compare-view';

describe('compareErrorText', () => {
  it("prefers the server's detail, then the error's message, then the spec's words", () => {
    expect(compareErrorText(new ApiError(403, 'No.'))).toBe('No.');
    expect(compareErrorText(new Error('Network down'))).toBe('Network down');
    expect(compareErrorText('what')).toBe(COMPARE_LOAD_FAILED);
  });
});

describe('reportDateOptions', () => {
  // 2026-11-04 08:00 UTC is the 4th at midnight in Los Angeles: yesterday is the 3rd.
  const now = new Date('2026-11-04T08:00:00Z');
  it("lists yesterday's month up to yesterday, newest first, and keeps another date held", () => {
    expect(reportDateOptions(undefined, now)).toEqual(['2026-11-03', '2026-11-02', '2026-11-01']);
    expect(reportDateOptions('2026-10-15', now)).toEqual([
      '2026-10-15',
      '2026-11-03',
      '2026-11-02',
      '2026-11-01',
    ]);
  });
});
