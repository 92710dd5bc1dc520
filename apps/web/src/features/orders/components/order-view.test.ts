import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '@/lib/search-params';
import { orderReportTitle } from './order-report';
import { missingRange, ordersFilter, ordersQuery, ZOrdersView } from './order-view';

const view = (search: string) => parseSearchParams(ZOrdersView, search);

describe('the order reports’ address', () => {
  it('reads the spec’s filters as the server takes them', () => {
    const parsed = view(
      'state=az&branch_id=3&branch_name=101%20Phoenix%20-%20Magnus%20Title%20Agency&open_start=2026-01-01' +
        '&open_end=2026-01-31&escrow_officer_id=12&roll_up_linked=1&marketing_rep_id=7&jv_entity_id=2' +
        '&src_bus_null=1&client_search=%20Acme%20&page=3&sort=sales_price&dir=asc',
    );
    expect(ordersQuery('open', parsed)).toEqual({
      state: 'AZ',
      open_start: '2026-01-01',
      open_end: '2026-01-31',
      branch_id: 3,
      escrow_officer_id: 12,
      roll_up_linked: true,
      marketing_rep_id: 7,
      jv_entity_id: 2,
      src_bus_null: true,
      client_search: 'Acme',
      sort: 'sales_price',
      dir: 'asc',
      page: 3,
      page_size: 50,
    });
    expect(orderReportTitle('open', parsed)).toBe('Open Orders — 101 Phoenix, AZ');
    expect(orderReportTitle('closed', view(''))).toBe('Closed Orders');
  });

  it('sorts by the list’s own date, newest first, without a sort in the address', () => {
    expect(ordersQuery('open', view('open_start=2026-01-01'))).toMatchObject({
      sort: 'open_date',
      dir: 'desc',
    });
    expect(ordersQuery('closed', view('close_start=2026-01-01'))).toMatchObject({
      sort: 'calc_close_date',
      dir: 'desc',
    });
  });

  it('drops what the server would refuse: bad values, a one-letter search, a roll-up without an officer', () => {
    const parsed = view(
      'state=CA&branch_id=abc&open_start=2026-13-01&client_search=a&roll_up_linked=1&page=0&sort=buyer',
    );
    expect(ordersFilter(parsed)).toEqual({});
    expect(ordersQuery('open', parsed)).toMatchObject({ page: 1, sort: 'open_date' });
  });

  it('gives a list without its range the month to date (Los Angeles)', () => {
    const now = new Date('2026-03-18T12:00:00Z');
    expect(missingRange('open', view('state=AZ'), now)).toEqual({
      open_start: '2026-03-01',
      open_end: '2026-03-18',
    });
    expect(missingRange('closed', view('open_start=2026-01-01'), now)).toEqual({
      close_start: '2026-03-01',
      close_end: '2026-03-18',
    });
    expect(missingRange('closed', view('close_end=2026-01-31'), now)).toBeNull();
  });
});
