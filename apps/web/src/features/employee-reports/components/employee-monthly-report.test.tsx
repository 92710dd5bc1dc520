import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, storeToken } from '@/test/utils';
import { EmployeeMonthlyReportPage } from './employee-monthly-report';
import { ANN, GIL } from './employee-reports.fixtures';

const reportQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith('/api/reports/employees?'))
    .map(([url]) => Object.fromEntries(new URL(String(url), 'http://hub.test').searchParams));

describe('EmployeeMonthlyReportPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows an escrow officer's month to date, then each month newest first", async () => {
    // 31 December 2026 at 23:30 in Los Angeles, already 1 January in UTC: through yesterday, 30 December.
    vi.useFakeTimers({ now: new Date('2027-01-01T07:30:00Z'), toFake: ['Date'] });
    storeToken({ roles: ['Escrow Officer'] });
    const fetchMock = mockFetch(() => jsonResponse([ANN]));
    renderWithProviders(
      <EmployeeMonthlyReportPage uuid={ANN.uuid} />,
      `/reports/employee/${ANN.uuid}?state=AZ&emp_type=EO`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Escrow Officer Report' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ann Alvarez' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Monthly figures of Ann Alvarez' });
    const months = [...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')?.textContent);
    expect(months).toEqual(['Month to date (through 12/30/2026)', 'March 2030', 'February 2030']);
    expect(within(table).getAllByText('$1,825.00')).toHaveLength(2);
    expect(reportQueries(fetchMock)).toEqual([
      { uuid: ANN.uuid, report_date: '2026-12-30', state: 'AZ', emp_type: 'EO' },
    ]);
  });

  it("titles a rep's page 'Marketing Rep Report', and says 'No data.' without figures", async () => {
    storeToken({ roles: ['Sales'] });
    mockFetch(() => jsonResponse([{ ...GIL, emp_type: 'REP' }]));
    renderWithProviders(
      <EmployeeMonthlyReportPage uuid={GIL.uuid} />,
      `/reports/employee/${GIL.uuid}?emp_type=REP`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing Rep Report' })).toBeTruthy();
    expect(await screen.findByText('No data.')).toBeTruthy();
  });

  it("shows the server's detail when it refuses another's employee", async () => {
    storeToken({ roles: ['Escrow Officer'] });
    mockFetch(() => jsonResponse({ detail: 'Forbidden' }, 403));
    renderWithProviders(<EmployeeMonthlyReportPage uuid={GIL.uuid} />, `/reports/employee/${GIL.uuid}`);
    expect(await screen.findByText('Forbidden')).toBeTruthy();
  });
});
