import { describe, expect, it } from 'vitest';
import { branchSummaryScope } from './service.ts';

describe('branchSummaryScope (who reads GET /reports/branches)', () => {
  it("gives escrow users their own state's summary only, and leaves the reports' reach as it is", () => {
    expect(branchSummaryScope({ roles: ['Escrow Officer'], state: 'NV' })).toEqual(['NV']);
    expect(branchSummaryScope({ roles: ['Escrow'], state: 'AZ' })).toEqual(['AZ']);
    expect(branchSummaryScope({ roles: ['Escrow Officer'], state: null })).toEqual([]);
    expect(branchSummaryScope({ roles: ['Sales'], state: 'AZ' })).toEqual([]);
    expect(branchSummaryScope({ roles: ['Admin'], state: 'AZ' })).toBe('all');
    expect(branchSummaryScope({ roles: ['State Super User', 'Escrow Officer'], state: 'NV' })).toEqual([
      'NV',
    ]);
  });
});
