import { describe, expect, it } from 'vitest';
import { normaliseProjectedRevenue, ZPutReportOptionsBody } from './put-report-options.ts';

const NULLS = {
  az_reports_send_to: null,
  az_projected_openings: null,
  az_projected_revenue: null,
  nv_reports_send_to: null,
  nv_projected_openings: null,
  nv_projected_revenue: null,
};

describe('normaliseProjectedRevenue', () => {
  it('writes the amount with two decimals and no leading zeros', () => {
    expect(normaliseProjectedRevenue('1250000')).toBe('1250000.00');
    expect(normaliseProjectedRevenue('12.5')).toBe('12.50');
    expect(normaliseProjectedRevenue('007.25')).toBe('7.25');
    expect(normaliseProjectedRevenue('0')).toBe('0.00');
    expect(normaliseProjectedRevenue('000')).toBe('0.00');
  });
});

describe('ZPutReportOptionsBody', () => {
  it('trims recipients, stores an empty list as null and normalises the revenue', () => {
    expect(
      ZPutReportOptionsBody.parse({
        ...NULLS,
        az_reports_send_to: [' a@x.com', 'b@x.com '],
        nv_reports_send_to: [],
        nv_projected_revenue: ' 99.5 ',
        nv_projected_openings: 0,
      }),
    ).toEqual({
      ...NULLS,
      az_reports_send_to: ['a@x.com', 'b@x.com'],
      nv_projected_revenue: '99.50',
      nv_projected_openings: 0,
    });
  });

  it('refuses what the screen would not send', () => {
    for (const bad of [
      { az_reports_send_to: ['nobody'] },
      { az_projected_openings: -1 },
      { az_projected_openings: 1.5 },
      { az_projected_revenue: '$1,000' },
      { az_projected_revenue: '-1' },
      { az_projected_revenue: '1.001' },
      { az_projected_revenue: '' },
      { extra: true },
    ]) {
      expect(ZPutReportOptionsBody.safeParse({ ...NULLS, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
    const { nv_projected_revenue: _omitted, ...missing } = NULLS;
    expect(ZPutReportOptionsBody.safeParse(missing).success).toBe(false);
  });
});
