import type { JvMixResponse } from '@hub/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { JvMix } from './jv-mix';

const JV = '66666666-6666-4666-8666-666666666666';
const OLIVE = '77777777-7777-4777-8777-777777777777';
const MIX: JvMixResponse = {
  jv_uuid: JV,
  jv_name: 'Alpha Homes JV',
  state: 'AZ',
  range_start: '2031-05-01',
  range_end: '2031-05-31',
  eo_totals: [
    {
      employee_uuid: OLIVE,
      first_name: 'Olive',
      last_name: 'Officer',
      employee_name: 'Officer, Olive',
      opens: 3,
      closes: 2,
      total_revenue: '3050.00',
      partner_title_revenue: '650.00',
    },
    {
      employee_uuid: null,
      first_name: null,
      last_name: null,
      employee_name: 'No Escrow Officer',
      opens: 1,
      closes: 0,
      total_revenue: '0.00',
      partner_title_revenue: '0.00',
    },
    {
      employee_uuid: null,
      first_name: null,
      last_name: null,
      employee_name: 'TOTAL',
      opens: 4,
      closes: 2,
      total_revenue: '3050.00',
      partner_title_revenue: '650.00',
    },
  ],
  branch_totals: [
    {
      branch_id: 4,
      branch_uuid: '88888888-8888-4888-8888-888888888888',
      branch_name: '101 Scottsdale',
      opens: 1,
      closes: 1,
      total_revenue: '2050.00',
      partner_title_revenue: '550.00',
    },
    {
      branch_id: 5,
      branch_uuid: '99999999-9999-4999-8999-999999999999',
      branch_name: '205 Tempe',
      opens: 2,
      closes: 1,
      total_revenue: '1000.00',
      partner_title_revenue: '100.00',
    },
    {
      branch_id: null,
      branch_uuid: null,
      branch_name: 'No Branch',
      opens: 1,
      closes: 0,
      total_revenue: '0.00',
      partner_title_revenue: '0.00',
    },
    {
      branch_id: 0,
      branch_uuid: null,
      branch_name: 'TOTAL',
      opens: 4,
      closes: 2,
      total_revenue: '3050.00',
      partner_title_revenue: '650.00',
    },
  ],
};
const URL_OF_MIX = `/reports/jv-mix?jv_uuid=${JV}&beg_date=2031-05-01&end_date=2031-05-31`;
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((tr) => tr.querySelector('td')?.textContent);

describe('JvMix', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows both tables with their totals and links', async () => {
    storeToken({ roles: ['Super User'] });
    mockFetch(() => jsonResponse(MIX));
    renderWithProviders(<JvMix />, URL_OF_MIX);
    expect(await screen.findByRole('heading', { name: 'JV Mix: Alpha Homes JV' })).toBeTruthy();
    const officers = screen.getByRole('table', { name: 'By Escrow Officer' });
    const branches = screen.getByRole('table', { name: 'By Branch' });
    expect(screen.getByRole('heading', { name: 'By Escrow Officer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'By Branch' })).toBeTruthy();
    expect(within(officers).getByRole('link', { name: 'Officer, Olive' }).getAttribute('href')).toBe(
      `/reports/employee/${OLIVE}?state=AZ&emp_type=EO`,
    );
    expect(within(officers).getByText('No Escrow Officer').closest('a')).toBeNull();
    expect(within(branches).getByRole('link', { name: '205 Tempe' }).getAttribute('href')).toBe(
      '/reports/revenue-trend?branch_id=5&state=AZ',
    );
    expect(within(branches).getByText('No Branch').closest('a')).toBeNull();
    // Each footer is the sum of its rows: the JV's figures, the same in both tables.
    expect(officers.querySelector('tfoot')?.textContent).toBe('TOTAL42$3,050.00$650.00');
    expect(branches.querySelector('tfoot')?.textContent).toBe('TOTAL42$3,050.00$650.00');
    expect(screen.getByRole('group', { name: 'Export By Escrow Officer' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Export By Branch' })).toBeTruthy();
  });

  it('sorts each table on its own, in the address', async () => {
    storeToken({ roles: ['Admin'] });
    mockFetch(() => jsonResponse(MIX));
    const { router } = renderWithProviders(<JvMix />, URL_OF_MIX);
    const branches = await screen.findByRole('table', { name: 'By Branch' });
    const officers = screen.getByRole('table', { name: 'By Escrow Officer' });
    fireEvent.click(within(branches).getByRole('button', { name: /^Opens/ }));
    await waitFor(() => expect(names(branches)).toEqual(['205 Tempe', '101 Scottsdale', 'No Branch']));
    expect(router.state.location.search).toContain('branch_sort=opens');
    expect(names(officers)).toEqual(['Officer, Olive', 'No Escrow Officer']);
    fireEvent.click(within(officers).getByRole('button', { name: /^Opens/ }));
    fireEvent.click(within(officers).getByRole('button', { name: /^Opens/ }));
    await waitFor(() => expect(names(officers)).toEqual(['No Escrow Officer', 'Officer, Olive']));
    expect(router.state.location.search).toContain('eo_dir=asc');
  });

  it("says 'Missing required parameters.' without a JV, and 'Failed to load JV mix breakdown' on failure", async () => {
    storeToken({ roles: ['Admin'] });
    mockFetch(() => jsonResponse({}, 500));
    const first = renderWithProviders(<JvMix />, '/reports/jv-mix?beg_date=2031-05-01&end_date=2031-05-31');
    expect(await screen.findByText('Missing required parameters.')).toBeTruthy();
    first.unmount();
    renderWithProviders(<JvMix />, URL_OF_MIX);
    expect((await screen.findAllByText('Failed to load JV mix breakdown')).length).toBeGreaterThan(0);
  });
});
