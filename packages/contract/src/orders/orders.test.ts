import { describe, expect, it } from 'vitest';
import { BOTH_DATES_REQUIRED, customReportTarget, ZCustomEscrowReport } from './custom-escrow-report.ts';
import {
  defaultOrderSort,
  ORDER_LIST_TITLES,
  orderListKind,
  ZGetOrderFilesQuery,
  ZOrderFilesFilter,
  ZOrderFlag,
} from './get-order-files.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('ZOrderFlag', () => {
  it('reads 1/true as yes and 0/false as no, in any case, and refuses anything else', () => {
    expect(['1', 'true', 'TRUE', ' True '].map((v) => ZOrderFlag.parse(v))).toEqual([true, true, true, true]);
    expect(['0', 'false', 'False'].map((v) => ZOrderFlag.parse(v))).toEqual([false, false, false]);
    expect(ZOrderFlag.safeParse('yes').success).toBe(false);
    expect(ZOrderFlag.safeParse('').success).toBe(false);
  });
});

describe('ZOrderFilesFilter', () => {
  it('reads the spec’s filters from a query string', () => {
    expect(
      ZOrderFilesFilter.parse({
        state: 'nv',
        open_start: '2026-01-01',
        open_end: '2026-01-31',
        branch_id: '3',
        escrow_officer_id: '12',
        roll_up_linked: '1',
        marketing_rep_id: '7',
        jv_entity_id: '2',
        src_bus_null: '1',
        client_search: '  Núñez ',
      }),
    ).toEqual({
      state: 'NV',
      open_start: '2026-01-01',
      open_end: '2026-01-31',
      branch_id: 3,
      escrow_officer_id: 12,
      roll_up_linked: true,
      marketing_rep_id: 7,
      jv_entity_id: 2,
      src_bus_null: true,
      client_search: 'Núñez',
    });
  });

  it('takes a blank client search as none, and refuses one character', () => {
    expect(ZOrderFilesFilter.parse({ client_search: '   ' })).toEqual({ client_search: undefined });
    expect(messages(ZOrderFilesFilter.safeParse({ client_search: ' a ' }))).toEqual([
      'client_search: must be at least 2 characters',
    ]);
  });

  it('refuses ranges out of order, roll_up_linked without an escrow officer, other states and unknown fields', () => {
    expect(
      messages(ZOrderFilesFilter.safeParse({ open_start: '2026-02-01', open_end: '2026-01-31' })),
    ).toEqual(['open_end: must be on or after open_start']);
    expect(
      messages(ZOrderFilesFilter.safeParse({ close_start: '2026-02-01', close_end: '2026-01-31' })),
    ).toEqual(['close_end: must be on or after close_start']);
    expect(messages(ZOrderFilesFilter.safeParse({ roll_up_linked: '1' }))[0]).toMatch(
      /^roll_up_linked: needs escrow_officer_id/,
    );
    expect(ZOrderFilesFilter.safeParse({ roll_up_linked: '0' }).success).toBe(true);
    expect(ZOrderFilesFilter.safeParse({ state: 'CA' }).success).toBe(false);
    expect(ZOrderFilesFilter.safeParse({ branch_id: '0' }).success).toBe(false);
    expect(ZOrderFilesFilter.safeParse({ branch_name: '101 Phoenix' }).success).toBe(false);
  });

  it('the list query adds paging and a sort that starts descending', () => {
    expect(ZGetOrderFilesQuery.parse({})).toEqual({ page: 1, page_size: 50, sort: undefined, dir: 'desc' });
    expect(ZGetOrderFilesQuery.parse({ sort: 'sales_price' })).toMatchObject({
      sort: 'sales_price',
      dir: 'desc',
    });
    expect(ZGetOrderFilesQuery.safeParse({ sort: 'buyer' }).success).toBe(false);
  });
});

describe('orderListKind', () => {
  it('is the closed list when only a close-date range is asked for, else the open list', () => {
    expect(orderListKind({ close_start: '2026-01-01' })).toBe('closed');
    expect(orderListKind({ close_end: '2026-01-31' })).toBe('closed');
    expect(orderListKind({ open_start: '2026-01-01', close_start: '2026-01-01' })).toBe('open');
    expect(orderListKind({})).toBe('open');
    expect(ORDER_LIST_TITLES[orderListKind({ close_start: '2026-01-01' })]).toBe('Closed Orders');
    expect(defaultOrderSort('closed')).toBe('calc_close_date');
    expect(defaultOrderSort('open')).toBe('open_date');
  });
});

describe('the Custom Escrow Report form', () => {
  const filled = {
    state: 'AZ',
    type: 'open',
    start_date: '2026-01-01',
    end_date: '2026-01-31',
    src_bus_null: false,
  };

  it('needs both dates, in order', () => {
    expect(messages(ZCustomEscrowReport.safeParse({ ...filled, start_date: '', end_date: '' }))).toEqual([
      `start_date: ${BOTH_DATES_REQUIRED}`,
      `end_date: ${BOTH_DATES_REQUIRED}`,
    ]);
    expect(messages(ZCustomEscrowReport.safeParse({ ...filled, end_date: '2025-12-31' }))).toEqual([
      'end_date: must be on or after the start date',
    ]);
    expect(ZCustomEscrowReport.safeParse({ ...filled, type: 'cancel' }).success).toBe(false);
  });

  it('leads to open orders by open date or to closed orders by close date, with the source-of-business limit', () => {
    expect(customReportTarget(ZCustomEscrowReport.parse(filled))).toEqual({
      kind: 'open',
      query: { state: 'AZ', open_start: '2026-01-01', open_end: '2026-01-31' },
    });
    expect(
      customReportTarget(
        ZCustomEscrowReport.parse({ ...filled, state: 'nv', type: 'close', src_bus_null: true }),
      ),
    ).toEqual({
      kind: 'closed',
      query: { state: 'NV', close_start: '2026-01-01', close_end: '2026-01-31', src_bus_null: '1' },
    });
  });
});
