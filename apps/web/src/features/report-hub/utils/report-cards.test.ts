import { describe, expect, it } from 'vitest';
import { reportCards } from './report-cards';

// 2026-03-10 in Los Angeles: last month is February 2026.
const NOW = new Date('2026-03-10T18:00:00Z');
const links = (roles: string, state: 'AZ' | 'NV' = 'AZ') => reportCards(roles, state, NOW).map((c) => c.to);

describe('reportCards', () => {
  it("links every report of spec 001 §2's hub, with the state where the spec gives one", () => {
    expect(links('Admin', 'NV')).toEqual([
      '/reports/commission-form',
      '/reports/eo-dashboard',
      '/reports/title-officer-turnaround',
      '/reports/branches?state=NV',
      '/reports/jvs?state=NV',
      '/reports/revenue-date-compare?state=NV',
      '/reports/branches/yearly-comparison?state=NV',
      '/reports/revenue-trend?state=NV',
      '/reports/all-escrow?state=NV&emp_type=EO',
      '/reports/all-escrow?state=NV&emp_type=REP',
      '/reports/date-range-selector?state=NV&type=open',
      '/reports/missing-close-date',
      '/reports/fraud-matches',
      '/reports/comm-payments',
    ]);
  });

  it('labels the turnaround card Title Commissions', () => {
    const card = reportCards('Admin', 'AZ', NOW).find((c) => c.to === '/reports/title-officer-turnaround');
    expect(card?.title).toBe('Title Commissions');
  });

  it("adds Commission Report, Marketing Rep Summary and Paid Through Commission for roles containing 'super'", () => {
    for (const roles of ['Super User', 'state super user', 'Admin, State Super User']) {
      const extra = reportCards(roles, 'AZ', NOW).slice(14);
      expect(extra).toEqual([
        {
          title: 'Commission Report',
          description: expect.any(String),
          to: '/reports/commissions?start_date=2026-02-01&end_date=2026-02-28',
        },
        {
          title: 'Marketing Rep Summary',
          description: expect.any(String),
          to: '/reports/rep-summary?state=AZ',
        },
        {
          title: 'Paid Through Commission',
          description: expect.any(String),
          to: '/reports/comm-payments?period_start=2026-02-01&period_end=2026-02-28',
        },
      ]);
    }
    expect(reportCards('Admin', 'AZ', NOW)).toHaveLength(14);
  });
});
