import type { ReportOptions } from '@hub/contract';
import { describe, expect, it } from 'vitest';
import {
  parseOpenings,
  parseRecipients,
  parseReportOptionsFields,
  parseRevenue,
  reportOptionsBody,
  reportOptionsFields,
} from './parse-report-options';

describe('parseRecipients', () => {
  it('splits on commas, semicolons and newlines, trims and drops empties', () => {
    expect(parseRecipients('a@x.com; b@x.com\nc@x.com')).toEqual(['a@x.com', 'b@x.com', 'c@x.com']);
    expect(parseRecipients(' a@x.com ,, b@x.com;;\r\n\n c@x.com ;')).toEqual([
      'a@x.com',
      'b@x.com',
      'c@x.com',
    ]);
    expect(parseRecipients('only@x.com')).toEqual(['only@x.com']);
  });

  it('sends an empty list as null', () => {
    expect(parseRecipients('')).toBeNull();
    expect(parseRecipients(' ; , \n ')).toBeNull();
  });
});

describe('parseOpenings', () => {
  it('truncates to an integer', () => {
    expect(parseOpenings('12.7')).toBe(12);
    expect(parseOpenings(' 40 ')).toBe(40);
    expect(parseOpenings('0.9')).toBe(0);
    expect(parseOpenings('.5')).toBe(0);
    expect(parseOpenings('7.')).toBe(7);
    expect(parseOpenings('-3.9')).toBe(-3);
    expect(Object.is(parseOpenings('-0.5'), 0)).toBe(true);
  });

  it('is null when empty or invalid', () => {
    expect(parseOpenings('')).toBeNull();
    expect(parseOpenings('   ')).toBeNull();
    expect(parseOpenings('twelve')).toBeNull();
    expect(parseOpenings('12abc')).toBeNull();
    expect(parseOpenings('1,200')).toBeNull();
    expect(parseOpenings('1e3')).toBeNull();
    expect(parseOpenings('9'.repeat(30))).toBeNull();
  });
});

describe('parseRevenue', () => {
  it('strips dollar signs, commas and spaces', () => {
    expect(parseRevenue('$1,250,000')).toBe('1250000');
    expect(parseRevenue(' $ 1,250,000.50 ')).toBe('1250000.50');
    expect(parseRevenue('98000')).toBe('98000');
  });

  it('is null when empty, and leaves other text for the server to refuse', () => {
    expect(parseRevenue('')).toBeNull();
    expect(parseRevenue(' $ , ')).toBeNull();
    expect(parseRevenue('about 5k')).toBe('about5k');
  });
});

describe('parseReportOptionsFields', () => {
  it('parses the three fields of a section', () => {
    expect(
      parseReportOptionsFields({
        recipients: 'a@x.com; b@x.com\nc@x.com',
        openings: '12.7',
        revenue: '$1,250,000',
      }),
    ).toEqual({
      reports_send_to: ['a@x.com', 'b@x.com', 'c@x.com'],
      projected_openings: 12,
      projected_revenue: '1250000',
    });
    expect(parseReportOptionsFields({ recipients: '', openings: '', revenue: '' })).toEqual({
      reports_send_to: null,
      projected_openings: null,
      projected_revenue: null,
    });
  });
});

const LOADED: ReportOptions = {
  az_reports_send_to: ['az@x.com', 'az2@x.com'],
  az_projected_openings: 400,
  az_projected_revenue: '1500000.00',
  nv_reports_send_to: null,
  nv_projected_openings: 120,
  nv_projected_revenue: null,
  version: 5,
};

describe('reportOptionsFields', () => {
  it('shows one recipient per line and empty text for nulls', () => {
    expect(reportOptionsFields(LOADED, 'AZ')).toEqual({
      recipients: 'az@x.com\naz2@x.com',
      openings: '400',
      revenue: '1500000.00',
    });
    expect(reportOptionsFields(LOADED, 'NV')).toEqual({ recipients: '', openings: '120', revenue: '' });
  });
});

describe('reportOptionsBody', () => {
  it("sends the section's parsed fields and the other state as loaded, without the version", () => {
    expect(
      reportOptionsBody(LOADED, 'NV', { recipients: 'n@x.com', openings: '7.2', revenue: '$9,000' }),
    ).toEqual({
      az_reports_send_to: ['az@x.com', 'az2@x.com'],
      az_projected_openings: 400,
      az_projected_revenue: '1500000.00',
      nv_reports_send_to: ['n@x.com'],
      nv_projected_openings: 7,
      nv_projected_revenue: '9000',
    });
    expect(reportOptionsBody(LOADED, 'AZ', { recipients: '', openings: '', revenue: '' })).toEqual({
      az_reports_send_to: null,
      az_projected_openings: null,
      az_projected_revenue: null,
      nv_reports_send_to: null,
      nv_projected_openings: 120,
      nv_projected_revenue: null,
    });
  });
});
