import type { EmployeeJvLink } from '@hub/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repMonthlyReport, salesFigures } from '@/test/employees';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { SalesTiles } from './sales-tiles';

const UUID = '5d9c2f1a-7b3e-4a8d-8c6f-1e2d3c4b5a69';
const JV_UUID = '11111111-2222-4333-8444-555555555555';
// Monday 30 November 2026 at 18:00 in Los Angeles (already 1 December in UTC).
const NOW = new Date('2026-12-01T02:00:00Z');

const REPORT = [
  repMonthlyReport({
    uuid: UUID,
    monthly: { '2026-10': salesFigures(5, 3, '2500.00'), '2026-11': salesFigures(7, 4, '1234.5') },
    mtd: salesFigures(7, 4, '1234.5'),
  }),
];

const JVS: EmployeeJvLink[] = [
  {
    link_id: 9,
    jv_id: 3,
    jv_uuid: JV_UUID,
    jv_name: 'Acme Homes',
    st: 'NV',
    is_primary: true,
    start_date: null,
    end_date: null,
  },
];

const jvRow = (opens: number, closes: number) => ({
  jv_id: 3,
  jv_uuid: JV_UUID,
  jv_name: 'Acme Homes',
  opens,
  closes,
  total_revenue: '0.00',
  partner_title_revenue: '0.00',
  partner_title_share: null,
});

const jvRange = (beg: string, end: string, opens: number, closes: number) => ({
  employee: { uuid: UUID, name: 'Rita Rep', first_name: 'Rita', last_name: 'Rep', emp_type: 'REP' },
  range_start: beg,
  range_end: end,
  state: 'AZ',
  rows: [jvRow(opens, closes)],
});

/** The dashboard's answers; `fail` answers 500 to every call. */
function serve({ fail = false } = {}) {
  return mockFetch((url) => {
    if (fail) return jsonResponse({ detail: 'Boom' }, 500);
    const { pathname, searchParams } = new URL(url, 'http://hub.test');
    if (pathname === '/api/reports/employees') return jsonResponse(REPORT);
    if (pathname === '/api/reports/employees/jv-range') {
      const beg = searchParams.get('beg_date') ?? '';
      const end = searchParams.get('end_date') ?? '';
      return jsonResponse(beg === end ? jvRange(beg, end, 1, 2) : jvRange(beg, end, 6, 8));
    }
    return jsonResponse({ detail: 'Not found' }, 404);
  });
}

const queriesOf = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://hub.test'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

const tile = (title: string) => {
  const heading = screen.getByText(title);
  const card = heading.closest('.mantine-Card-root');
  if (!(card instanceof HTMLElement)) throw new Error(`no tile ${title}`);
  return within(card);
};

describe('SalesTiles', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    storeToken();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the previous, current and next month in Los Angeles, each figure a link', async () => {
    const fetchMock = serve();
    renderWithProviders(<SalesTiles employeeUuid={UUID} jvs={JVS} commissionTile={<div>COMMISSION</div>} />);

    const november = await waitFor(() => {
      const link = screen.getByRole('link', { name: 'Open, November 2026: 7' });
      return link;
    });
    expect(november.getAttribute('href')).toBe(
      '/reports/open-orders?marketing_rep_id=42&open_start=2026-11-01&open_end=2026-11-30',
    );
    expect(screen.getByRole('link', { name: 'Closed, November 2026: 4' }).getAttribute('href')).toBe(
      '/reports/closed-orders?marketing_rep_id=42&close_start=2026-11-01&close_end=2026-11-30',
    );
    expect(
      screen.getByRole('link', { name: 'Comm. Revenue, November 2026: $1,234.50' }).getAttribute('href'),
    ).toBe(`/reports/rep-comm-report?employee_uuid=${UUID}&start_date=2026-11-01&end_date=2026-11-30`);
    expect(screen.getByRole('link', { name: 'Open, October 2026: 5' }).getAttribute('href')).toBe(
      '/reports/open-orders?marketing_rep_id=42&open_start=2026-10-01&open_end=2026-10-31',
    );
    // The next month has no figures yet: zeros and $0.00, still links.
    expect(screen.getByRole('link', { name: 'Closed, December 2026: 0' }).getAttribute('href')).toBe(
      '/reports/closed-orders?marketing_rep_id=42&close_start=2026-12-01&close_end=2026-12-31',
    );
    expect(screen.getByRole('link', { name: 'Comm. Revenue, December 2026: $0.00' })).toBeTruthy();

    expect(queriesOf(fetchMock, '/api/reports/employees')).toEqual([
      { uuid: UUID, emp_type: 'REP', report_date: '2026-12-31', months: '3' },
    ]);
    expect(screen.getByText('COMMISSION')).toBeTruthy();
  });

  it("shows each JV's counts for today and the month to date, linked to its order lists", async () => {
    const fetchMock = serve();
    renderWithProviders(<SalesTiles employeeUuid={UUID} jvs={JVS} />);

    const openMtd = await screen.findByRole('link', { name: 'Open MTD, Acme Homes (NV): 6' });
    expect(openMtd.getAttribute('href')).toBe(
      '/reports/open-orders?marketing_rep_id=42&jv_entity_id=3&open_start=2026-11-01&open_end=2026-11-30',
    );
    expect(screen.getByRole('link', { name: 'Open Today, Acme Homes (NV): 1' }).getAttribute('href')).toBe(
      '/reports/open-orders?marketing_rep_id=42&jv_entity_id=3&open_start=2026-11-30&open_end=2026-11-30',
    );
    expect(screen.getByRole('link', { name: 'Closed Today, Acme Homes (NV): 2' }).getAttribute('href')).toBe(
      '/reports/closed-orders?marketing_rep_id=42&jv_entity_id=3&close_start=2026-11-30&close_end=2026-11-30',
    );
    expect(screen.getByRole('link', { name: 'Closed MTD, Acme Homes (NV): 8' }).getAttribute('href')).toBe(
      '/reports/closed-orders?marketing_rep_id=42&jv_entity_id=3&close_start=2026-11-01&close_end=2026-11-30',
    );
    expect(queriesOf(fetchMock, '/api/reports/employees/jv-range')).toEqual(
      expect.arrayContaining([
        { employee_uuid: UUID, beg_date: '2026-11-30', end_date: '2026-11-30' },
        { employee_uuid: UUID, beg_date: '2026-11-01', end_date: '2026-11-30' },
      ]),
    );
  });

  it('shows the search tiles and Events marked Coming Soon', () => {
    serve();
    renderWithProviders(<SalesTiles employeeUuid={UUID} jvs={[]} />);
    expect(screen.getByText('Client Search')).toBeTruthy();
    expect(screen.getByText('File Search')).toBeTruthy();
    expect(tile('Events').getByText('Coming Soon')).toBeTruthy();
  });

  it('asks for no JV breakdown when the rep has no JV', async () => {
    const fetchMock = serve();
    renderWithProviders(<SalesTiles employeeUuid={UUID} jvs={[]} />);
    await screen.findByRole('link', { name: 'Open, November 2026: 7' });
    expect(queriesOf(fetchMock, '/api/reports/employees/jv-range')).toEqual([]);
  });

  it('shows zeros and $0.00 when the calls fail, never a broken page', async () => {
    const fetchMock = serve({ fail: true });
    renderWithProviders(<SalesTiles employeeUuid={UUID} jvs={JVS} />);
    await waitFor(() => expect(queriesOf(fetchMock, '/api/reports/employees/jv-range')).toHaveLength(2));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));

    for (const month of ['October 2026', 'November 2026', 'December 2026']) {
      const card = tile(month);
      expect(card.getAllByText('0')).toHaveLength(2);
      expect(card.getByText('$0.00')).toBeTruthy();
      // Without the rep's number the order lists cannot be filtered: the counts are plain text.
      expect(card.queryByRole('link', { name: `Open, ${month}: 0` })).toBeNull();
      expect(card.getByRole('link', { name: `Comm. Revenue, ${month}: $0.00` })).toBeTruthy();
    }
    expect(tile('Acme Homes (NV)').getAllByText('0')).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
